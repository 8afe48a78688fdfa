import { useCallback } from 'react';
import type { Product } from '../../../schemas';
import { toastNotify } from '../../api/toastNotify';
import { addToCart, type NewCartItem } from '../../stores/cart';
import { useStores } from '../../stores/StoresProvider';
import { lowestPrice } from '../../rules/price';
import { packageThcMg } from '../../rules/packageThc';
import { usePurchaseLimitGuard } from '../cart/usePurchaseLimitGuard';

export type AddToCartChoice = {
  /** Index into product.options; the lowest-priced option when left out (a card's quick add). */
  optionIndex?: number;
  quantity?: number;
};

function cheapestOption(product: Product): number {
  const price = lowestPrice(product);
  const index = product.options.findIndex((option) => option.price === price);
  return index === -1 ? 0 : index;
}

/**
 * Adds a product to the cart store (the header count follows) and confirms with a toast; an
 * addition past a purchase limit is refused first (usePurchaseLimitGuard says why).
 */
export function useAddToCart(): (product: Product, choice?: AddToCartChoice) => void {
  const { cart } = useStores();
  const allow = usePurchaseLimitGuard();
  return useCallback(
    (product, { optionIndex, quantity = 1 } = {}) => {
      const option = product.options[optionIndex ?? cheapestOption(product)];
      const item: NewCartItem = {
        productId: product.id || product.slug,
        product: {
          slug: product.slug,
          image: product.image,
          name: product.productName,
          category: product.category,
          thcMg: packageThcMg(product.potency),
        },
        option: option?.option ?? '',
        price: option?.price ?? lowestPrice(product),
        specialDiscount: product.specialDiscount,
      };
      allow(item, quantity, () => {
        addToCart(cart, item, { quantity });
        const what =
          option && option.option !== '' && option.option !== 'N/A' ? ` (${option.option})` : '';
        toastNotify.success(`${product.productName}${what} added to your cart.`);
      });
    },
    [cart, allow],
  );
}
