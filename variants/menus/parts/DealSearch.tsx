import { useId } from 'react';
import styled from 'styled-components';
import { buttonStyles } from '../../../ui/Button';
import { SearchIcon } from '../../../ui/Icon';
import type { MenuDealSearch } from '../types';
import { DealRows } from './DealRows';
import { TagIcon } from './icons';
import { MenuAnchor } from './MenuAnchor';
import { RowSkeletons } from './Skeletons';
import { SectionHeader, SectionTitle, TextLink } from './styles';
import { MENU_TEXT } from './texts';

type DealSearchProps = {
  search: MenuDealSearch;
  /** todaysDealsCmsData.title, heading the results. */
  title: string;
  loading: boolean;
  onSearch(term: string): void;
  onNavigate?(href: string): void;
};

const Field = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 48px;
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.inkMuted};
  &:focus-within {
    border-color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.surface};
  }
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 46px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.ink};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  outline: none;
  &::placeholder {
    color: ${({ theme }) => theme.color.inkSubtle};
  }
`;

const Empty = styled.p`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.inkMuted};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: center;
`;

const AllDeals = styled(MenuAnchor)`
  ${buttonStyles}
  margin-top: ${({ theme }) => theme.space.lg};
`;

/**
 * Version Two's Deals tab (2.9): a "Search deals" box over the store's specials, the first 10
 * matches, "Not found!" when nothing matches, and the two ways on to /search/deals. The engine
 * filters; the status region announces "Not found!" as it appears.
 */
export function DealSearch({ search, title, loading, onSearch, onNavigate }: DealSearchProps) {
  const titleId = useId();
  const empty = !loading && search.results.length === 0;
  return (
    <section aria-labelledby={titleId}>
      <Field>
        <SearchIcon aria-hidden="true" />
        <Input
          type="search"
          value={search.term}
          placeholder={MENU_TEXT.searchDeals}
          aria-label={MENU_TEXT.searchDeals}
          autoComplete="off"
          onChange={(event) => onSearch(event.target.value)}
        />
      </Field>
      <SectionHeader>
        <SectionTitle id={titleId}>{title}</SectionTitle>
        <TextLink href={search.allHref} onNavigate={onNavigate}>
          {MENU_TEXT.allSpecials}
        </TextLink>
      </SectionHeader>
      {loading ? (
        <RowSkeletons count={5} label={title} />
      ) : (
        !empty && <DealRows deals={search.results} onNavigate={onNavigate} />
      )}
      <div role="status">
        {empty && (
          <Empty>
            <TagIcon size={28} aria-hidden="true" />
            {MENU_TEXT.notFound}
          </Empty>
        )}
      </div>
      <AllDeals
        href={search.allHref}
        onNavigate={onNavigate}
        data-variant="primary"
        data-size="md"
        data-full-width="true"
      >
        {MENU_TEXT.allDeals}
      </AllDeals>
    </section>
  );
}
