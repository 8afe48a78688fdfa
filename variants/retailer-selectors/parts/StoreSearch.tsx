import { useId } from 'react';
import styled from 'styled-components';
import { SearchIcon } from '../../../ui/Icon';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { ControlWrap, Field, FieldLabel, controlStyles } from './fieldStyles';
import { SELECTOR_TEXT } from './texts';

const Input = styled.input`
  ${controlStyles}
`;

/**
 * The "Search by Store Name" box (spec 2.11). Reports every keystroke; the engine debounces
 * (600 ms, §9), so the field stays responsive while the list catches up. The label is for
 * screen readers only unless `visibleLabel`, e.g. beside a labelled state dropdown.
 */
export function StoreSearch({
  value,
  onSearch,
  visibleLabel = false,
}: {
  value: string;
  onSearch(term: string): void;
  visibleLabel?: boolean;
}) {
  const id = useId();
  const input = (
    <ControlWrap>
      {!visibleLabel && (
        <VisuallyHidden as="label" htmlFor={id}>
          {SELECTOR_TEXT.searchByName}
        </VisuallyHidden>
      )}
      <SearchIcon size={18} data-side="start" />
      <Input
        id={id}
        type="search"
        value={value}
        placeholder={SELECTOR_TEXT.searchByName}
        autoComplete="off"
        data-icon="start"
        onChange={(event) => onSearch(event.target.value)}
      />
    </ControlWrap>
  );
  if (!visibleLabel) return input;
  return (
    <Field>
      <FieldLabel htmlFor={id}>{SELECTOR_TEXT.searchByName}</FieldLabel>
      {input}
    </Field>
  );
}
