import { useEffect, useId } from 'react';
import styled from 'styled-components';
import { ChevronRightIcon, SearchIcon } from '../../../ui/Icon';
import { ProductImage } from '../../product-cards/parts/ProductImage';
import type { SuggestionOption, SuggestionsPopup as Popup } from '../types';
import { HighlightText } from './HighlightText';
import {
  Mark,
  Muted as RowMuted,
  ProductName,
  ProductText,
  RowIcon,
  RowText,
  Thumb as RowThumb,
} from './parts.styles';
import { SkeletonRows } from './SkeletonRows';

/** The DOM id of an option: the input's aria-activedescendant points at it. */
export const optionDomId = (listboxId: string, optionId: string) => `${listboxId}-${optionId}`;

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

const Group = styled.div`
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  & + & {
    margin-top: ${({ theme }) => theme.space.xs};
    padding-top: ${({ theme }) => theme.space.sm};
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  /* Brand names are short: they sit side by side as chips, lined up with the labels' text. */
  &[data-kind='brand'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
    padding-inline: ${({ theme }) => theme.space.lg};
  }
  &[data-kind='brand'] > [role='presentation'] {
    padding-inline: 0;
  }
`;

const GroupLabel = styled.div`
  flex-basis: 100%;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

/* Focus stays in the input (aria-activedescendant), so the active option carries its own ring. */
const Option = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 40px;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.color.brandSoft};
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: -2px;
  }
  &[data-kind='brand'] {
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  &[data-kind='brand']:hover {
    border-color: ${({ theme }) => theme.color.brand};
  }
  &[data-kind='seeAll'] {
    justify-content: space-between;
    min-height: 44px;
    margin: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm} 0;
    color: ${({ theme }) => theme.color.brandStrong};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

/* The overlay's row pieces (parts.styles), a size smaller to suit a dropdown. */
const Thumb = styled(RowThumb)`
  width: 44px;
`;

const Muted = styled(RowMuted)`
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Message = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  & p {
    margin: 0;
    color: ${({ theme }) => theme.color.inkMuted};
    overflow-wrap: anywhere;
  }
  & p:first-child {
    color: ${({ theme }) => theme.color.ink};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

function OptionBody({ option }: { option: SuggestionOption }) {
  switch (option.kind) {
    case 'phrase':
      return (
        <>
          <RowIcon>
            <SearchIcon size={16} />
          </RowIcon>
          <RowText>
            <HighlightText segments={option.segments} />
          </RowText>
        </>
      );
    case 'brand':
      return option.name;
    case 'product':
      return (
        <>
          <Thumb>
            <ProductImage src={option.product.image} />
          </Thumb>
          <ProductText>
            <ProductName>{option.product.name}</ProductName>
            <Muted>{option.product.variantsText}</Muted>
          </ProductText>
        </>
      );
    case 'seeAll':
      return (
        <>
          {option.label}
          <ChevronRightIcon size={18} />
        </>
      );
  }
}

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
 * focus throughout; options are chosen with the arrow keys or the pointer.
 */
export function SuggestionsPopup({
  listboxId,
  popup,
  activeOptionId,
  onOpenOption,
}: SuggestionsPopupProps) {
  const groupId = useId();
  // The active option stays in view as the arrow keys walk a list taller than the panel.
  useEffect(() => {
    if (activeOptionId === null) return;
    document
      .getElementById(optionDomId(listboxId, activeOptionId))
      ?.scrollIntoView({ block: 'nearest' });
  }, [listboxId, activeOptionId]);

  const option = (item: SuggestionOption) => (
    <Option
      key={item.id}
      id={optionDomId(listboxId, item.id)}
      role="option"
      data-kind={item.kind}
      aria-selected={item.id === activeOptionId}
      onClick={() => onOpenOption(item.id)}
    >
      <OptionBody option={item} />
    </Option>
  );

  const options = popup.kind === 'options' ? popup : null;
  return (
    <Panel
      hidden={popup.kind === 'closed'}
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
        {options?.groups.map((group, index) => (
          <Group
            key={group.label}
            role="group"
            aria-labelledby={`${groupId}-${index}`}
            data-kind={group.options[0]?.kind}
          >
            <GroupLabel role="presentation" id={`${groupId}-${index}`}>
              {group.label}
            </GroupLabel>
            {group.options.map(option)}
          </Group>
        ))}
        {options?.seeAll && option(options.seeAll)}
      </Listbox>
      {popup.kind === 'loading' && <SkeletonRows />}
      {popup.kind === 'noResults' && (
        <Message>
          <p>
            No results for “<Mark>{popup.term}</Mark>”
          </p>
          <p>Check the spelling, or try a brand or a category.</p>
        </Message>
      )}
      {popup.kind === 'error' && (
        <Message>
          <p>We couldn’t search right now</p>
          <p>{popup.message}</p>
        </Message>
      )}
    </Panel>
  );
}
