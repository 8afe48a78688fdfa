/**
 * Products and cart lines as GA4 `items[]`: the one mapping every event uses, so a product reads
 * the same in a list, on its page and in the cart. Money is in US dollars (spec 9).
 */
import type { AnalyticsItem } from '../../schemas/analytics/events';
import type { CartItem, Product } from '../../schemas';

export const CURRENCY = 'USD';

/** A product as shown in a list or on its page; `index` is its place in the list, from 0. */
export function productItem(
  product: Pick<Product, 'id' | 'productName' | 'brand' | 'category' | 'strainType' | 'price'>,
  extra: Pick<AnalyticsItem, 'index' | 'item_list_id' | 'item_list_name' | 'quantity'> = {},
): AnalyticsItem {
  return {
    item_id: product.id,
    item_name: product.productName,
    ...(product.brand.name ? { item_brand: product.brand.name } : {}),
    ...(product.category ? { item_category: product.category } : {}),
    ...(product.strainType ? { item_variant: product.strainType } : {}),
    price: product.price,
    ...extra,
  };
}

/** A cart line: the option chosen is its variant. */
export function cartLineItem(line: CartItem, quantity = line.quantity): AnalyticsItem {
  return {
    item_id: line.productId,
    item_name: line.product.name,
    ...(line.product.category ? { item_category: line.product.category } : {}),
    ...(line.option ? { item_variant: line.option } : {}),
    price: line.price,
    quantity,
  };
}

/** What `items` are worth together (GA4 `value`), rounded to cents. */
export function itemsValue(items: readonly AnalyticsItem[]): number {
  const cents = items.reduce(
    (sum, item) => sum + Math.round((item.price ?? 0) * 100) * (item.quantity ?? 1),
    0,
  );
  return cents / 100;
}

/** The `currency`, `value` and `items` of a priced event. */
export function priced(items: AnalyticsItem[]) {
  return { currency: CURRENCY, value: itemsValue(items), items };
}
