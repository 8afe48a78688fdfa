import { CloseIcon } from '../../../ui/Icon/icons';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import type { FacetChipsProps } from './types';
import * as S from './Facets.styles';

/** The choices in force as links that remove them ("Indica ×"), then "Clear all". */
export function FacetChips({ chips, clearAllHref }: FacetChipsProps) {
  if (chips.length === 0) return null;
  return (
    <S.Chips aria-label="Chosen filters">
      {chips.map((chip) => (
        <li key={chip.href}>
          <S.RemoveChip to={chip.href}>
            <VisuallyHidden>Remove </VisuallyHidden>
            {chip.label}
            <CloseIcon size={14} />
          </S.RemoveChip>
        </li>
      ))}
      <li>
        <S.ClearAll to={clearAllHref}>Clear all</S.ClearAll>
      </li>
    </S.Chips>
  );
}
