import { useEffect } from 'react';
import styled from 'styled-components';
import { lazyPart, useLazyPart } from '../../../ui/lazyPart';
import type { SuggestionsPopup as Popup } from '../types';

/**
 * The dropdown's inside (options, skeleton rows, messages): fetched with the first focus on or
 * pointer over the search box (SearchBox), or when the dropdown opens. A closed dropdown, which
 * is what the server and the first render show, needs none of it.
 */
export const suggestionsContent = lazyPart(() => import('./SuggestionsContent'));

/* Under the field, over the page, and never narrower than a readable row (a box squeezed at
   1024 px would cut every suggestion short). A variant whose box ends near the window's right
   edge sets --suggestions-left: auto and --suggestions-right: 0 to grow it leftwards instead. */
const Panel = styled.div`
  position: absolute;
  top: calc(100% + 6px);
  left: var(--suggestions-left, 0);
  right: var(--suggestions-right, auto);
  z-index: 2;
  width: max(100%, 400px);
  /* Room for the whole capped answer at 1280 × 900; shorter windows scroll the panel. */
  max-height: calc(100vh - 140px);
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space.sm} 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: start;
  &[hidden] {
    display: none;
  }
`;

const Listbox = styled.div`
  &[hidden] {
    display: none;
  }
`;

export type SuggestionsPopupProps = {
  /** The listbox's id, named by the input's aria-controls. */
  listboxId: string;
  popup: Popup;
  activeOptionId: string | null;
  onOpenOption(id: string): void;
};

/**
 * The dropdown under the desktop search box: a listbox of grouped options (suggestions, brands,
 * products, then "See All"), skeleton rows while the answer loads, or a message. The input keeps
 * focus throughout; options are chosen with the arrow keys or the pointer. It stays closed until
 * its inside has arrived (suggestionsContent), and asks for it when it opens.
 */
export function SuggestionsPopup({
  listboxId,
  popup,
  activeOptionId,
  onOpenOption,
}: SuggestionsPopupProps) {
  const content = useLazyPart(suggestionsContent);
  const opened = popup.kind !== 'closed';
  useEffect(() => {
    // A failed download leaves the dropdown closed; the next focus or opening asks again.
    if (opened) suggestionsContent.load().catch(() => {});
  }, [opened]);

  const options = content && popup.kind === 'options' ? popup : null;
  return (
    <Panel
      hidden={!opened || content === null}
      data-testid="search-suggestions"
      // A pointer press would move focus out of the input, and leaving the input closes the list
      // before the click lands: keep focus where it is.
      onMouseDown={(event) => event.preventDefault()}
    >
      <Listbox
        id={listboxId}
        role="listbox"
        aria-label="Search suggestions"
        aria-busy={options?.updating ?? false}
        hidden={options === null}
      >
        {content && options && (
          <content.SuggestionOptions
            listboxId={listboxId}
            groups={options.groups}
            seeAll={options.seeAll}
            activeOptionId={activeOptionId}
            onOpenOption={onOpenOption}
          />
        )}
      </Listbox>
      {content && <content.SuggestionsMessage popup={popup} />}
    </Panel>
  );
}
