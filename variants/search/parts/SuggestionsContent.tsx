import { useEffect, useId } from 'react';
import styled from 'styled-components';
import { ChevronRightIcon, SearchIcon } from '../../../ui/Icon';
import { ProductImage } from '../../product-cards/parts/ProductImage';
import type { SuggestionGroup, SuggestionOption, SuggestionsPopup as Popup } from '../types';
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
import { optionDomId } from './optionDomId';

// The inside of the desktop search dropdown (SuggestionsPopup): downloaded with the first focus
// on or pointer over the box, since a closed dropdown shows none of it.

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

export type SuggestionOptionsProps = {
  listboxId: string;
  groups: readonly SuggestionGroup[];
  seeAll: SuggestionOption | null;
  activeOptionId: string | null;
  onOpenOption(id: string): void;
};

/** The listbox's grouped options (suggestions, brands, products), then "See All". */
export function SuggestionOptions({
  listboxId,
  groups,
  seeAll,
  activeOptionId,
  onOpenOption,
}: SuggestionOptionsProps) {
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

  return (
    <>
      {groups.map((group, index) => (
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
      {seeAll && option(seeAll)}
    </>
  );
}

/** What the panel shows instead of options: skeleton rows while loading, or a message. */
export function SuggestionsMessage({ popup }: { popup: Popup }) {
  switch (popup.kind) {
    case 'loading':
      return <SkeletonRows />;
    case 'noResults':
      return (
        <Message>
          <p>
            No results for “<Mark>{popup.term}</Mark>”
          </p>
          <p>Check the spelling, or try a brand or a category.</p>
        </Message>
      );
    case 'error':
      return (
        <Message>
          <p>We couldn’t search right now</p>
          <p>{popup.message}</p>
        </Message>
      );
    default:
      return null;
  }
}
