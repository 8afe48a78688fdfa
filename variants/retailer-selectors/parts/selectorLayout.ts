import type { RetailerSelectorProps } from '../types';

/**
 * What every selector version shows around its body, decided once: the name search only over a
 * store list (the delivery screens have none), the tabs only when the engine passes any, and
 * whether the body is a tab panel.
 */
export function selectorLayout({
  content,
  orderTypes,
  orderType,
}: Pick<RetailerSelectorProps, 'content' | 'orderTypes' | 'orderType'>) {
  return {
    showSearch: content.kind !== 'deliveryForm' && content.kind !== 'deliveryUnavailable',
    hasTabs: orderTypes.length > 0,
    /** The body is the selected tab's panel only when that tab is shown (not e.g. a hidden curbside). */
    isTabPanel: orderTypes.includes(orderType),
    isDelivery: content.kind === 'deliveryForm' || content.kind === 'deliveryUnavailable',
  };
}
