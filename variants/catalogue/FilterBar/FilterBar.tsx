/**
 * Listing filters: the active search term, category chips, brand and price selects and the
 * result count. Every choice is a URL change made by the engine, so filters survive a reload.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import type { FilterBarProps } from '../types';
import * as S from './FilterBar.styles';

const ALL = '';

export function FilterBar({
  categories,
  brands,
  prices,
  selectedBrand,
  selectedPrice,
  search,
  clearSearchHref,
  clearAllHref,
  resultText,
  onBrandChange,
  onPriceChange,
}: FilterBarProps) {
  const headingId = useId();
  return (
    <S.Bar aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        Filters
      </h2>
      {search !== '' && (
        <S.SearchNote>
          <span>
            Results for <strong>“{search}”</strong>
          </span>
          <Link to={clearSearchHref}>Clear search</Link>
        </S.SearchNote>
      )}
      {categories.length > 0 && (
        <nav aria-label="Categories">
          <S.Chips>
            {categories.map((chip) => (
              <li key={chip.href}>
                <S.CategoryChip
                  as={Link}
                  to={chip.href}
                  aria-current={chip.current ? 'page' : undefined}
                >
                  {chip.label}
                </S.CategoryChip>
              </li>
            ))}
          </S.Chips>
        </nav>
      )}
      <S.Row>
        <S.Count aria-live="polite">{resultText ?? '\u00a0'}</S.Count>
        <S.Controls>
          {brands.length > 0 && (
            <S.Field>
              Brand
              <select
                value={selectedBrand ?? ALL}
                onChange={(event) => onBrandChange(event.target.value || null)}
              >
                {brands.map((choice) => (
                  <option key={choice.value ?? ALL} value={choice.value ?? ALL}>
                    {choice.label}
                  </option>
                ))}
              </select>
            </S.Field>
          )}
          <S.Field>
            Price
            <select
              value={selectedPrice ?? ALL}
              onChange={(event) => onPriceChange(event.target.value || null)}
            >
              {prices.map((choice) => (
                <option key={choice.value ?? ALL} value={choice.value ?? ALL}>
                  {choice.label}
                </option>
              ))}
            </select>
          </S.Field>
          {clearAllHref !== null && <S.ClearAll to={clearAllHref}>Clear all</S.ClearAll>}
        </S.Controls>
      </S.Row>
    </S.Bar>
  );
}
