import { useCallback, useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { CloseIcon, SearchIcon } from '../../../ui/Icon';
import { SearchBox } from '../parts/SearchBox';
import type { SearchSuggestionsProps } from '../../search/types';

/**
 * State of one expanding search: a "Search" disclosure button and the panel it reveals. The two
 * sit apart in the header, so they find each other by id (plain data that can be passed around)
 * rather than by refs.
 */
export type SearchRevealState = {
  open: boolean;
  buttonId: string;
  panelId: string;
  toggle(): void;
  /** Closes and gives focus back to the button, so keyboard users are not dropped on <body>. */
  close(): void;
};

export function useSearchReveal(): SearchRevealState {
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  const panelId = useId();

  const close = useCallback(() => {
    setOpen(false);
    document.getElementById(buttonId)?.focus();
  }, [buttonId]);

  // Opening is a request to type: the field gets focus as soon as it is shown.
  useEffect(() => {
    if (!open) return;
    document.getElementById(panelId)?.querySelector('input')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close, panelId]);

  return { open, buttonId, panelId, toggle: () => setOpen((was) => !was), close };
}

const Button = styled.button`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.color.ink};
    color: ${({ theme }) => theme.color.surface};
  }
`;

/** The "Search" button; its icon turns into a cross while the search is open. */
export function SearchRevealButton({ reveal }: { reveal: SearchRevealState }) {
  return (
    <Button
      id={reveal.buttonId}
      type="button"
      aria-label="Search"
      aria-expanded={reveal.open}
      aria-controls={reveal.panelId}
      onClick={reveal.toggle}
    >
      {reveal.open ? <CloseIcon size={20} /> : <SearchIcon size={20} />}
    </Button>
  );
}

const Panel = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  &[hidden] {
    display: none;
  }
`;

const Inner = styled.div`
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
`;

export type SearchRevealPanelProps = {
  reveal: SearchRevealState;
  placeholder: string;
  onSearch(term: string): void;
  /** Desktop only: the suggestion dropdown (mobile keeps the plain form). */
  suggestions?: SearchSuggestionsProps;
  className?: string;
};

/**
 * The revealed SearchBox; submitting, or choosing a suggestion, reports it and folds the search
 * away again. The "Search" button (now a cross) and Escape close it, so the panel needs no close
 * button of its own (an open suggestion list takes the first Escape).
 */
export function SearchRevealPanel({
  reveal,
  placeholder,
  onSearch,
  suggestions,
  className,
}: SearchRevealPanelProps) {
  return (
    <Panel id={reveal.panelId} hidden={!reveal.open} className={className}>
      <Inner>
        <SearchBox
          placeholder={placeholder}
          onSearch={(term) => {
            onSearch(term);
            reveal.close();
          }}
          suggestions={
            suggestions && {
              ...suggestions,
              onOpenOption: (id) => {
                suggestions.onOpenOption(id);
                reveal.close();
              },
            }
          }
        />
      </Inner>
    </Panel>
  );
}
