import type { RetailerSelectorContent } from '../types';
import { DeliveryAddressForm } from './DeliveryAddressForm';
import { StoreList, type StoreListProps } from './StoreList';

export type SelectorContentProps = Omit<StoreListProps, 'content'> & {
  content: RetailerSelectorContent;
  onDeliveryAddressSubmit(address: string): void;
};

/** The body below a selector's controls: the store list (cards, skeletons, empty messages) or the delivery form. */
export function SelectorContent({
  content,
  onDeliveryAddressSubmit,
  ...listProps
}: SelectorContentProps) {
  if (content.kind === 'deliveryForm') {
    return (
      <DeliveryAddressForm
        key={content.address}
        address={content.address}
        onSubmit={onDeliveryAddressSubmit}
      />
    );
  }
  return <StoreList content={content} {...listProps} />;
}
