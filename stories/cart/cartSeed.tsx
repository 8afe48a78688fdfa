import { useMemo } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { ToastContainer } from 'react-toastify';
import { products } from '../../fixtures/data/products';
import { retailers } from '../../fixtures/data/retailers';
import type { CartItem } from '../../schemas';
import { SignInPromptProvider } from '../../engine/account/SignInPrompt';
import { createStores, type StoresSeed } from '../../engine/stores/createStores';
import { StoresProvider } from '../../engine/stores/StoresProvider';

/** A cart line for a catalogue product, as the product page would add it. */
export function cartItem(slug: string, option: string, quantity = 1): CartItem {
  const product = products.find((p) => p.slug === slug);
  const chosen = product?.options.find((o) => o.option === option);
  if (!product || !chosen) throw new Error(`cartSeed: no ${slug} in ${option}`);
  return {
    productId: product.id,
    product: {
      slug: product.slug,
      image: product.image,
      name: product.productName,
      category: product.category,
    },
    option,
    quantity,
    maxQuantity: 20,
    price: chosen.price,
    specialDiscount: product.specialDiscount ?? null,
  };
}

const troy = retailers[0];

/** The first fixture store, chosen for pickup. */
export const troyPickup: NonNullable<StoresSeed['storeContext']> = {
  retailerId: troy?.id ?? '',
  retailerName: troy?.name ?? '',
  orderType: 'PICKUP',
  menuType: 'RECREATIONAL',
  storeOpenStatus: true,
  selectedPickupAddressObject: {
    line1: '1250 E Big Beaver Rd',
    city: 'Troy',
    state: 'MI',
    postalCode: '48083',
  },
};

/**
 * Stories of connected pages need stores with a cart in them, the sign-in prompt and the toast
 * area the app shell provides; this wraps the story in all three. The seed is
 * `parameters.stores`, so a story overrides it without stacking a second wrapper.
 */
export const withCart: Decorator = (Story, { parameters }) => {
  const seed: StoresSeed = (parameters as { stores?: StoresSeed }).stores ?? {};
  return <Seeded Story={Story} seed={seed} />;
};

function Seeded({ Story, seed }: { Story: Parameters<Decorator>[0]; seed: StoresSeed }) {
  const stores = useMemo(() => createStores(seed), [seed]);
  return (
    <StoresProvider stores={stores}>
      <SignInPromptProvider>
        <Story />
      </SignInPromptProvider>
      <ToastContainer position="top-right" autoClose={false} closeOnClick />
    </StoresProvider>
  );
}
