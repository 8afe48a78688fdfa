import type { CartItem, CheckoutPopupSettingsCms, MenuType, Product } from '../../../schemas';
import { productFilterBody, type ProductFilterBody } from '../../api/productFilter';

/** Spec 9 "Checkout offer": 15 products from CMS slugs, 20 from cart-based suggestions. */
export const OFFER_LIMIT = { slugs: 15, cart: 20 } as const;

/** Where the offer's products come from (spec 7.3 "Uses"). */
export type OfferSource =
  { kind: 'slugs'; slugs: string[] } | { kind: 'cart'; categories: string[]; exclude: string[] };

const unique = (values: readonly string[]) => [
  ...new Set(values.map((value) => value.trim()).filter((value) => value !== '')),
];

/**
 * Cart-based suggestions when the CMS turns them on (the unique categories of the cart's lines,
 * the cart's own products left out by slug); otherwise the CMS product slugs.
 */
export function offerSource(
  settings: Pick<CheckoutPopupSettingsCms, 'enableCartBasedSuggestions' | 'productSlugs'>,
  cartList: readonly Pick<CartItem, 'product'>[],
): OfferSource {
  if (settings.enableCartBasedSuggestions) {
    return {
      kind: 'cart',
      categories: unique(cartList.map((item) => item.product.category)),
      exclude: unique(cartList.map((item) => item.product.slug)),
    };
  }
  return { kind: 'slugs', slugs: unique(settings.productSlugs) };
}

export type OfferStore = { retailerId: string; provider: string; menuType: MenuType | '' };

export type OfferRequest = {
  /** Spec 7.3: cached per retailer, menuType and slug/category list. */
  key: readonly [string, string, string, OfferSource['kind'], ...string[]];
  body: ProductFilterBody;
};

/** Spec 7.3: requested only when a retailer, a menuType and a non-empty list exist. */
export function offerRequest(store: OfferStore, source: OfferSource): OfferRequest | null {
  const list = source.kind === 'slugs' ? source.slugs : source.categories;
  if (store.retailerId === '' || store.menuType === '' || list.length === 0) return null;
  const base = { retailerId: store.retailerId, provider: store.provider, menuType: store.menuType };
  const body =
    source.kind === 'slugs'
      ? productFilterBody({ ...base, slugs: list, limit: OFFER_LIMIT.slugs })
      : productFilterBody({ ...base, categories: list, limit: OFFER_LIMIT.cart });
  return {
    key: ['checkout-offer', store.retailerId, store.menuType, source.kind, ...list],
    body,
  };
}

/**
 * What the modal shows: CMS slugs reordered to the CMS order with missing ones dropped, or the
 * cart-based suggestions without the cart's own products; never more than the spec 9 limit.
 */
export function offerProducts(source: OfferSource, products: readonly Product[]): Product[] {
  if (source.kind === 'slugs') {
    const bySlug = new Map(products.map((product) => [product.slug, product]));
    return source.slugs
      .map((slug) => bySlug.get(slug))
      .filter((product): product is Product => product !== undefined)
      .slice(0, OFFER_LIMIT.slugs);
  }
  const inCart = new Set(source.exclude);
  return products.filter((product) => !inCart.has(product.slug)).slice(0, OFFER_LIMIT.cart);
}
