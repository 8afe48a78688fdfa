import { useId, useState } from 'react';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import type { FacetOption } from './types';
import * as S from './Facets.styles';

export type FacetOptionsProps = {
  /** "Strain Type", "Effects", "Terpenes": the group's legend. */
  title: string;
  options: readonly FacetOption[];
  onToggle(value: string): void;
  /** Longer lists show this many (and every ticked one) until "Show all". */
  collapseAfter?: number;
};

/** A facet's checkboxes, each with its count; an option with no product left is disabled. */
export function FacetOptions({ title, options, onToggle, collapseAfter = 6 }: FacetOptionsProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const collapsible = options.length > collapseAfter + 1;
  const shown =
    expanded || !collapsible
      ? options
      : options.filter((option, index) => index < collapseAfter || option.checked);
  return (
    <S.Group>
      <S.Legend>{title}</S.Legend>
      <S.Options id={listId}>
        {shown.map((option) => (
          <li key={option.value}>
            <S.Option data-disabled={option.disabled}>
              {/* The count is said in the box's name, not written as "16 products" in the page:
                  the listing's own "N products" stays the one such text a page has. */}
              <input
                type="checkbox"
                aria-label={`${option.label}, ${option.count} ${option.count === 1 ? 'product' : 'products'}`}
                checked={option.checked}
                disabled={option.disabled}
                onChange={() => onToggle(option.value)}
              />
              <S.OptionName aria-hidden="true">{option.label}</S.OptionName>
              <S.Count aria-hidden="true">{option.count}</S.Count>
            </S.Option>
          </li>
        ))}
      </S.Options>
      {collapsible && (
        <S.More
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show fewer' : `Show all ${options.length}`}
          <VisuallyHidden> {title.toLowerCase()}</VisuallyHidden>
        </S.More>
      )}
    </S.Group>
  );
}
