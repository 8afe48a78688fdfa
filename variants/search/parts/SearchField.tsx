import type { RefObject } from 'react';
import styled from 'styled-components';
import { CloseIcon, SearchIcon } from '../../../ui/Icon';

const Form = styled.form`
  position: relative;
  display: flex;
  flex: 1;
  align-items: center;
  min-width: 0;
`;

const Glass = styled.span`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  display: inline-flex;
  color: ${({ theme }) => theme.color.inkMuted};
  pointer-events: none;
`;

const Input = styled.input`
  width: 100%;
  min-height: 44px;
  padding: 0 44px 0 40px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.ink};
  font: inherit;
  &::placeholder {
    color: ${({ theme }) => theme.color.inkMuted};
  }
  &:focus {
    border-color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.surface};
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
  /* The browser's own clear button would duplicate ours. */
  &::-webkit-search-cancel-button {
    appearance: none;
  }
`;

const Clear = styled.button`
  position: absolute;
  right: 2px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.inkMuted};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
`;

export type SearchFieldProps = {
  term: string;
  /** The field's accessible name and placeholder. */
  label: string;
  inputRef?: RefObject<HTMLInputElement | null>;
  onTermChange(term: string): void;
  onSubmit(): void;
  onClear(): void;
};

/** The search input: type to search, Enter to list every match in the shop, × to clear. */
export function SearchField({ term, label, inputRef, ...events }: SearchFieldProps) {
  return (
    <Form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        events.onSubmit();
      }}
    >
      <Glass>
        <SearchIcon size={18} />
      </Glass>
      <Input
        ref={inputRef}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        aria-label={label}
        placeholder={label}
        value={term}
        onChange={(event) => events.onTermChange(event.target.value)}
      />
      {term !== '' && (
        <Clear type="button" aria-label="Clear search" onClick={events.onClear}>
          <CloseIcon size={18} />
        </Clear>
      )}
    </Form>
  );
}
