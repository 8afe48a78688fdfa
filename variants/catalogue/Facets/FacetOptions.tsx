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
              <input
                type="checkbox"
                checked={option.checked}
                disabled={option.disabled}
                onChange={() => onToggle(option.value)}
              />
              <S.OptionName>{option.label}</S.OptionName>
              <S.Count>
                {option.count}
                <VisuallyHidden>{option.count === 1 ? ' product' : ' products'}</VisuallyHidden>
              </S.Count>
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
