import { FacetOptions } from './FacetOptions';
import { RangeSlider } from './RangeSlider';
import type { FacetsPanelProps } from './types';
import * as S from './Facets.styles';

/** Every facet of the listing, one group each: checkboxes for lists, a slider for ranges. */
export function FacetsPanel({ groups, onToggle, onRangeChange }: FacetsPanelProps) {
  return (
    <S.Panel>
      {groups.map((group) =>
        group.kind === 'options' ? (
          <FacetOptions
            key={group.key}
            title={group.title}
            options={group.options}
            onToggle={(value) => onToggle(group.key, value)}
          />
        ) : (
          <S.Group key={group.key}>
            <S.Legend>
              {group.title} <S.Unit>({group.unit})</S.Unit>
            </S.Legend>
            <RangeSlider
              label={group.title}
              unit={group.unit}
              bounds={group.bounds}
              step={group.step}
              value={group.value}
              onChange={(value) => onRangeChange(group.key, value)}
            />
          </S.Group>
        ),
      )}
    </S.Panel>
  );
}
