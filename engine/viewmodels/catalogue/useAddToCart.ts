import { useCallback } from 'react';
import type { Product } from '../../../schemas';
import { toastNotify } from '../../api/toastNotify';
import { addToCart } from '../../stores/cart';
import { useStores } from '../../stores/StoresProvider';
import { lowestPrice } from '../../rules/price';

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

/** Adds a product to the cart store (the header count follows) and confirms with a toast. */
export function useAddToCart(): (product: Product, choice?: AddToCartChoice) => void {
  const { cart } = useStores();
  return useCallback(
    (product, { optionIndex, quantity = 1 } = {}) => {
      const option = product.options[optionIndex ?? cheapestOption(product)];
      addToCart(
        cart,
        {
          productId: product.id || product.slug,
          product: {
            slug: product.slug,
            image: product.image,
            name: product.productName,
            category: product.category,
          },
          option: option?.option ?? '',
          price: option?.price ?? lowestPrice(product),
          specialDiscount: product.specialDiscount,
        },
        { quantity },
      );
      const what =
        option && option.option !== '' && option.option !== 'N/A' ? ` (${option.option})` : '';
      toastNotify.success(`${product.productName}${what} added to your cart.`);
    },
    [cart],
  );
}
