import styled from 'styled-components';
import { StoreIcon } from '../../../ui/Icon';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import type { StoreListContent, StoreMenuType } from '../types';
import { StoreCard, StoreCardSkeleton, type StoreCardProps } from './StoreCard';
import { TruckIcon } from './icons';
import { SELECTOR_TEXT } from './texts';

export type StoreListProps = {
  content: StoreListContent;
  onChooseStore(storeId: string, menuType: StoreMenuType): void;
  /** How each card names its store (spec 2.11); headings by default. */
  nameAs?: StoreCardProps['nameAs'];
  headingLevel?: StoreCardProps['headingLevel'];
  /** Lets a variant lay the cards out (columns) or bound the list's height; applies to cards and skeletons. */
  className?: string;
};

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Message = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.inkMuted};
  text-align: center;

  & > svg {
    color: ${({ theme }) => theme.color.inkSubtle};
  }
  p {
    margin: 0;
    max-width: 46ch;
    text-wrap: balance;
  }
`;

const MESSAGES = {
  noStores: SELECTOR_TEXT.noStores,
  noMatch: SELECTOR_TEXT.noMatch,
  deliveryUnavailable: SELECTOR_TEXT.deliveryUnavailable,
} as const;

/** Store cards, their skeletons while retailers load, or one of the §8 empty messages. */
export function StoreList({
  content,
  onChooseStore,
  nameAs,
  headingLevel,
  className,
}: StoreListProps) {
  switch (content.kind) {
    case 'loading':
      return (
        <Cards as="div" role="status" className={className}>
          <VisuallyHidden>{SELECTOR_TEXT.loadingStores}</VisuallyHidden>
          <StoreCardSkeleton />
          <StoreCardSkeleton />
          <StoreCardSkeleton />
        </Cards>
      );
    case 'stores':
      return (
        <Cards aria-label={SELECTOR_TEXT.storesList} className={className}>
          {content.stores.map((store) => (
            <li key={store.id}>
              <StoreCard
                store={store}
                nameAs={nameAs}
                headingLevel={headingLevel}
                onChoose={onChooseStore}
              />
            </li>
          ))}
        </Cards>
      );
    default:
      return (
        <Message role="status">
          {content.kind === 'deliveryUnavailable' ? (
            <TruckIcon width={28} height={28} />
          ) : (
            <StoreIcon size={28} />
          )}
          <p>{MESSAGES[content.kind]}</p>
        </Message>
      );
  }
}
