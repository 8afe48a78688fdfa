import { useId } from 'react';
import { Link } from 'react-router';
import styled, { keyframes } from 'styled-components';
import { Button } from '../../../ui/Button';
import { SearchIcon } from '../../../ui/Icon';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import type { SearchPanelProps, SearchResultsState } from '../types';
import { HighlightText } from './HighlightText';
import {
  BrandChip,
  Chips,
  List,
  RowIcon,
  RowLink,
  RowText,
  Section,
  SectionTitle,
} from './parts.styles';
import { ProductRows } from './ProductRows';
import { SkeletonRows } from './SkeletonRows';
import { TopBrands } from './TopBrands';

const Message = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xxxl} ${({ theme }) => theme.space.xl};
  text-align: center;
`;

const MessageTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const MessageText = styled.p`
  max-width: 36ch;
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
  overflow-wrap: anywhere;
`;

const Glyph = styled.span`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.inkMuted};
`;

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/* A newer term is loading over these results: a thin moving bar says so without fading the
   text (faded text would fail contrast). */
const Results = styled.div`
  position: relative;
  overflow: hidden;
  &[aria-busy='true']::before {
    content: '';
    position: absolute;
    top: 0;
    left: 0;
    width: 40%;
    height: 3px;
    background: ${({ theme }) => theme.color.brand};
    animation: ${slide} 1s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &[aria-busy='true']::before {
      width: 100%;
      animation: none;
    }
  }
`;

/** What a screen reader hears when the results change. */
function announcement(results: SearchResultsState): string {
  switch (results.kind) {
    case 'loading':
      return 'Loading results';
    case 'results':
      return results.updating
        ? 'Updating results'
        : `${results.suggestions.length} suggestions, ${results.brands.length} brands`;
    case 'noResults':
      return 'No results';
    case 'error':
      return 'Search failed';
    default:
      return '';
  }
}

type Props = Pick<
  SearchPanelProps,
  'results' | 'topBrandsTitle' | 'trendingTitle' | 'viewAllBrandsHref' | 'onRetry' | 'onNavigate'
>;

/** The results area of the search drawer, overlay and page: one view per state (spec 2.8). */
export function SearchResults(props: Props) {
  const { results, onNavigate } = props;
  const ids = { suggestions: useId(), brands: useId(), products: useId(), trending: useId() };
  return (
    <>
      <VisuallyHidden role="status">{announcement(results)}</VisuallyHidden>
      {results.kind === 'start' && (
        <>
          <TopBrands
            title={props.topBrandsTitle}
            brands={results.topBrands}
            viewAllHref={props.viewAllBrandsHref}
            onNavigate={onNavigate}
          />
          <Section>
            <SectionTitle id={ids.trending}>{props.trendingTitle}</SectionTitle>
            {results.trending.loading ? (
              <SkeletonRows label="Loading trending products" />
            ) : (
              <ProductRows
                products={results.trending.items}
                label={props.trendingTitle}
                onNavigate={onNavigate}
              />
            )}
          </Section>
        </>
      )}
      {results.kind === 'loading' && (
        <Section>
          <SkeletonRows />
        </Section>
      )}
      {results.kind === 'results' && (
        <Results aria-busy={results.updating}>
          {results.suggestions.length > 0 && (
            <Section>
              <SectionTitle id={ids.suggestions}>Suggestions</SectionTitle>
              <List aria-labelledby={ids.suggestions}>
                {results.suggestions.map((suggestion) => (
                  <li key={suggestion.key}>
                    <RowLink to={suggestion.href} onClick={onNavigate}>
                      <RowIcon>
                        <SearchIcon size={18} />
                      </RowIcon>
                      <RowText>
                        <HighlightText segments={suggestion.segments} />
                      </RowText>
                    </RowLink>
                  </li>
                ))}
              </List>
            </Section>
          )}
          {results.brands.length > 0 && (
            <Section>
              <SectionTitle id={ids.brands}>Brands</SectionTitle>
              <Chips aria-labelledby={ids.brands}>
                {results.brands.map((brand) => (
                  <li key={brand.name}>
                    <BrandChip as={Link} to={brand.href} onClick={onNavigate}>
                      {brand.name}
                    </BrandChip>
                  </li>
                ))}
              </Chips>
            </Section>
          )}
          {results.products.length > 0 && (
            <Section>
              <SectionTitle id={ids.products}>Products</SectionTitle>
              <ProductRows products={results.products} label="Products" onNavigate={onNavigate} />
            </Section>
          )}
        </Results>
      )}
      {results.kind === 'noResults' && (
        <Message data-testid="search-no-results">
          <Glyph aria-hidden="true">
            <SearchIcon size={24} />
          </Glyph>
          <MessageTitle>No results</MessageTitle>
          <MessageText>
            Nothing matches “{results.term}”. Check the spelling, or try a brand or a category.
          </MessageText>
        </Message>
      )}
      {results.kind === 'error' && (
        <Message role="alert">
          <MessageTitle>We couldn’t search right now</MessageTitle>
          <MessageText>{results.message}</MessageText>
          <Button variant="secondary" onClick={props.onRetry}>
            Try again
          </Button>
        </Message>
      )}
    </>
  );
}
