import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { SearchIcon } from '../../../ui/Icon';
import { useLazyPart } from '../../../ui/lazyPart';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { optionDomId } from '../../search/parts/optionDomId';
import { suggestionsContent, SuggestionsPopup } from '../../search/parts/SuggestionsPopup';
import type { SearchSuggestionsProps } from '../../search/types';

export type SearchBoxProps = {
  placeholder: string;
  /** Enter with no suggestion active, or the search button: the trimmed term. */
  onSearch(term: string): void;
  /**
   * Desktop boxes only: the field becomes an ARIA combobox over the suggestion dropdown (spec
   * 2.3, 2.8). Without it (mobile layouts) the box is a plain search form.
   */
  suggestions?: SearchSuggestionsProps;
  className?: string;
};

const Form = styled.form`
  position: relative;
  display: flex;
  width: 100%;
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 44px;
  padding: 0 52px 0 ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceAlt};
  font-size: ${({ theme }) => theme.font.size.sm};
  &::placeholder {
    color: ${({ theme }) => theme.color.inkSubtle};
  }
  &:hover {
    border-color: ${({ theme }) => theme.color.inkSubtle};
  }
  &:focus {
    background: ${({ theme }) => theme.color.surface};
  }
  &::-webkit-search-cancel-button {
    cursor: pointer;
  }
`;

const Submit = styled.button`
  position: absolute;
  top: 4px;
  right: 4px;
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.brandStrong};
  }
`;

/**
 * The header search (spec 2.3/2.5): a labelled search landmark reporting the trimmed term. With
 * `suggestions` it is the APG combobox with a listbox popup: the text stays in the field, focus
 * stays in the field (aria-activedescendant), ArrowDown/ArrowUp walk the options, Enter opens the
 * active one or searches the term, Escape closes the list and keeps the term. The dropdown's inside
 * downloads with the first pointer over or focus on the field; until it is there the list counts
 * as closed (aria-expanded false, no active option), as the shopper sees it.
 */
export function SearchBox({ placeholder, onSearch, suggestions, className }: SearchBoxProps) {
  const [term, setTerm] = useState('');
  const inputId = useId();
  const listboxId = useId();
  const content = useLazyPart(suggestionsContent);
  const active = content === null ? null : (suggestions?.activeOptionId ?? null);
  const popupKind = suggestions?.popup.kind ?? 'closed';
  const warm = () => {
    // A failed download is asked for again with the next focus or opening.
    if (suggestions) suggestionsContent.load().catch(() => {});
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (suggestions && active !== null) suggestions.onOpenOption(active);
    else onSearch(term.trim());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!suggestions) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      // The caret stays put; the keys belong to the list.
      event.preventDefault();
      suggestions.onMove(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape' && popupKind !== 'closed') {
      // Only the list closes: not the search field's native clear, nor a revealed search row.
      event.preventDefault();
      event.stopPropagation();
      suggestions.onDismiss();
    }
  };

  return (
    <Form role="search" onSubmit={submit} className={className}>
      <VisuallyHidden as="label" htmlFor={inputId}>
        Search products
      </VisuallyHidden>
      <Input
        id={inputId}
        type="search"
        name="search"
        value={term}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => {
          setTerm(event.target.value);
          suggestions?.onTermChange(event.target.value);
        }}
        role={suggestions ? 'combobox' : undefined}
        aria-autocomplete={suggestions ? 'list' : undefined}
        aria-expanded={suggestions ? popupKind === 'options' && content !== null : undefined}
        aria-controls={suggestions ? listboxId : undefined}
        aria-activedescendant={active === null ? undefined : optionDomId(listboxId, active)}
        onKeyDown={onKeyDown}
        onPointerEnter={warm}
        onFocus={() => {
          warm();
          suggestions?.onShow();
        }}
        onClick={suggestions?.onShow}
        onBlur={suggestions?.onDismiss}
      />
      <Submit type="submit" aria-label="Search">
        <SearchIcon size={18} />
      </Submit>
      {suggestions && (
        <>
          <SuggestionsPopup
            listboxId={listboxId}
            popup={suggestions.popup}
            activeOptionId={active}
            onOpenOption={suggestions.onOpenOption}
          />
          <VisuallyHidden role="status">{suggestions.announcement}</VisuallyHidden>
        </>
      )}
    </Form>
  );
}
