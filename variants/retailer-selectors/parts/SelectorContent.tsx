import styled from 'styled-components';
import { StoreIcon } from '../../../ui/Icon';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import type { RetailerSelectorContent, StoreMenuType } from '../types';
import { DeliveryAddressForm } from './DeliveryAddressForm';
import { StoreCard, StoreCardSkeleton } from './StoreCard';
import { SELECTOR_TEXT } from './texts';

export type SelectorContentProps = {
  content: RetailerSelectorContent;
  onChooseStore(storeId: string, menuType: StoreMenuType): void;
  onDeliveryAddressSubmit(address: string): void;
  /** Lets a variant bound the list's height (data-scroll) where the popup itself must not scroll. */
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
    max-width: 32ch;
  }
`;

const MESSAGES = {
  noStores: SELECTOR_TEXT.noStores,
  noMatch: SELECTOR_TEXT.noMatch,
  deliveryUnavailable: SELECTOR_TEXT.deliveryUnavailable,
} as const;

/** The body below a selector's controls: store cards, their skeletons, an empty message or the delivery form. */
export function SelectorContent({
  content,
  onChooseStore,
  onDeliveryAddressSubmit,
  className,
}: SelectorContentProps) {
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
              <StoreCard store={store} onChoose={onChooseStore} />
            </li>
          ))}
        </Cards>
      );
    case 'deliveryForm':
      return (
        <DeliveryAddressForm
          key={content.address}
          address={content.address}
          onSubmit={onDeliveryAddressSubmit}
        />
      );
    default:
      return (
        <Message role="status">
          <StoreIcon size={28} />
          <p>{MESSAGES[content.kind]}</p>
        </Message>
      );
  }
}
