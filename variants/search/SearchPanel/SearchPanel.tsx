/**
 * The search panel on the /search page: the same field and results as the overlay, in the page
 * flow. For the plain search type, where the mobile search field leads here (spec 2.5).
 */
import type { RefObject } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { SearchField } from '../parts/SearchField';
import { SearchResults } from '../parts/SearchResults';
import { SeeAllBar } from '../parts/SeeAllBar';
import type { SearchPanelProps } from '../types';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  max-width: 760px;
  /* Edge to edge on phones, where the page gutter is all the frame it needs. */
  margin: 0 calc(-1 * ${({ theme }) => theme.layout.gutter});
  background: ${({ theme }) => theme.color.surface};
  ${({ theme }) => theme.media.tablet} {
    margin: 0;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.lg};
    /* The last section (the See All bar's white band) follows the frame's rounded corners. Not
       overflow clipping: that would hide the brand carousel's peeking slide from lazy loading. */
    & > :last-child {
      border-radius: 0 0
        ${({ theme }) => `calc(${theme.radius.lg} - 1px) calc(${theme.radius.lg} - 1px)`};
    }
  }
`;

const FieldRow = styled.div`
  display: flex;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.layout.gutter};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

export function SearchPanel({
  inputRef,
  ...panel
}: SearchPanelProps & { inputRef?: RefObject<HTMLInputElement | null> }) {
  return (
    <Panel>
      {/* The page's h1 names the page; the panel's sections sit under this h2. */}
      <VisuallyHidden as="h2">Search products</VisuallyHidden>
      <FieldRow>
        <SearchField
          term={panel.term}
          label="Search products"
          inputRef={inputRef}
          onTermChange={panel.onTermChange}
          onSubmit={panel.onSubmit}
          onClear={panel.onClear}
        />
      </FieldRow>
      <SearchResults {...panel} />
      <SeeAllBar seeAll={panel.seeAll} onNavigate={panel.onNavigate} sticky={false} />
    </Panel>
  );
}
