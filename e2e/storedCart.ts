import type { Page } from '@playwright/test';
import { products } from '../fixtures/data/products';
import type { CartItem } from '../schemas';

type LineOptions = {
  quantity?: number;
  /** Store the product's own deal with the line; without it the line has no deal. */
  withDeal?: boolean;
};

/** A stored cart line (an entry of `cartList`) for a catalogue product in one of its options. */
export function cartLine(
  slug: string,
  option: string,
  { quantity = 1, withDeal = false }: LineOptions = {},
): CartItem {
  const product = products.find((p) => p.slug === slug);
  const chosen = product?.options.find((o) => o.option === option);
  if (!product || !chosen) throw new Error(`no ${slug} in ${option}`);
  return {
    productId: product.id,
    product: { slug, image: product.image, name: product.productName, category: product.category },
    option,
    quantity,
    maxQuantity: 20,
    price: chosen.price,
    specialDiscount: withDeal ? (product.specialDiscount ?? null) : null,
  };
}

/**
 * Seeds local storage once per tab, before the app starts: a reload must show what the app
 * itself kept since, not the seed again (spec 9).
 */
export async function seedStorageOnce(page: Page, values: Record<string, string>) {
  await page.addInitScript((entries) => {
    if (window.sessionStorage.getItem('storage-seeded') !== null) return;
    window.sessionStorage.setItem('storage-seeded', '1');
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, values);
}

/** Seeds `cartList` once per tab: stored lines, or raw text for a damaged cart. */
export async function seedCart(page: Page, lines: CartItem[] | string) {
  const cartList = typeof lines === 'string' ? lines : JSON.stringify(lines);
  await seedStorageOnce(page, { cartList });
}

/** The cart as the app last stored it. */
export async function readStoredCart(page: Page): Promise<CartItem[]> {
  const text = await page.evaluate(() => window.localStorage.getItem('cartList'));
  return JSON.parse(text ?? '[]') as CartItem[];
}
