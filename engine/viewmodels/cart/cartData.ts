import type { Snapshot } from 'valtio';
import type { CartItem, CartTotals, DealsVersion, StoredBrand } from '../../../schemas';
import type { CartLineData, CartTotalsData, StoreSummaryData } from '../../../variants/cart/types';
import { cartLineWeight, productHref } from '../../rules/cartLine';
import { lineCeiling } from '../../rules/cartQuantity';
import { lineSubtotal, showsDiscount } from '../../rules/cartTotals';
import { dealLink } from '../../rules/dealLink';
import type { OrderStrip } from '../../rules/orderStrip';
import { formatPrice } from '../../rules/price';
import { lineKey, type CartState } from '../../stores/cart';

/** The spec 2.1 default cart link ("View Cart"). */
export const CART_PATH = '/cart';
/** Where "Select a Store" and "Change store" lead. */
export const STORE_PICKER_PATH = '/find-a-dispensary';

/** What the special links need to resolve a deal target (spec 2.15). */
export type CartLinkContext = { dealsVersion: DealsVersion; brandList: readonly StoredBrand[] };

/** One stored line as the views show it (spec 2.12; prices per spec 9). */
export function cartLineData(item: Snapshot<CartItem>, links: CartLinkContext): CartLineData {
  const special = item.specialDiscount;
  const slug = special?.specialSlug.trim() ?? '';
  return {
    key: lineKey(item),
    name: item.product.name,
    image: item.product.image,
    href: productHref(item.product.slug),
    weight: cartLineWeight(item.product.category, item.option),
    price: formatPrice(item.price),
    lineTotal: formatPrice(lineSubtotal(item)),
    quantity: item.quantity,
    // Bounded again here: a story or the server's session data can seed lines too.
    maxQuantity: lineCeiling(item.maxQuantity),
    // The cart is "elsewhere" in the 2.15 table: the deal's own search page.
    special:
      special && slug !== ''
        ? {
            name: special.specialName.trim() || slug,
            href: dealLink({
              specialSlug: slug,
              context: { page: 'elsewhere' },
              dealsVersion: links.dealsVersion,
              brandList: links.brandList,
            }),
          }
        : null,
  };
}

/** Spec 2.12 totals; the Discount row only when the discount is above 0. */
export function cartTotalsData(totals: Snapshot<CartTotals>): CartTotalsData {
  return {
    subtotal: formatPrice(totals.subtotal),
    taxes: formatPrice(totals.taxAmount),
    discount: showsDiscount(totals) ? `−${formatPrice(totals.discountAmount)}` : null,
    total: formatPrice(totals.totalAmount),
  };
}

/** The order strip's wording (spec 2.6) as the cart's store summary. */
export function storeSummaryFrom(strip: OrderStrip): StoreSummaryData {
  if (strip.kind === 'loading') return { kind: 'loading' };
  if (strip.kind === 'select') return { kind: 'select', href: STORE_PICKER_PATH };
  return {
    kind: 'selected',
    heading: strip.atText,
    detail: strip.text,
    changeHref: STORE_PICKER_PATH,
  };
}

export type CartViewData = { lines: CartLineData[]; itemCount: number; totals: CartTotalsData };

export function cartViewFrom(cart: Snapshot<CartState>, links: CartLinkContext): CartViewData {
  return {
    lines: cart.cartList.map((item) => cartLineData(item, links)),
    itemCount: cart.totals.cartCounter,
    totals: cartTotalsData(cart.totals),
  };
}

/** The stored line behind a view key, for the line events. */
export function findLine<T extends Pick<CartItem, 'productId' | 'option'>>(
  lines: readonly T[],
  key: string,
): T | undefined {
  return lines.find((line) => lineKey(line) === key);
}
