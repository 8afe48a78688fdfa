import { useId } from 'react';
import styled from 'styled-components';
import { SearchIcon } from '../../../ui/Icon';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { ControlWrap, controlStyles } from './fieldStyles';
import { SELECTOR_TEXT } from './texts';

const Input = styled.input`
  ${controlStyles}
`;

/**
 * The "Search by Store Name" box (spec 2.11). Reports every keystroke; the engine debounces
 * (600 ms, §9), so the field stays responsive while the list catches up.
 */
export function StoreSearch({ value, onSearch }: { value: string; onSearch(term: string): void }) {
  const id = useId();
  return (
    <ControlWrap>
      <VisuallyHidden as="label" htmlFor={id}>
        {SELECTOR_TEXT.searchByName}
      </VisuallyHidden>
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
}
