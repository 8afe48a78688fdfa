/**
 * The shopper the preview frames play: guest or signed in, no store or a store open or closed,
 * with an order type and a menu type. It travels in each frame's address, and the frame keeps it
 * in memory (frameBridge): the editor's own storage and cookies are never touched.
 */
import { z } from 'zod';
import { MenuTypeSchema, OrderTypeSchema } from '../../schemas/api/enums';

export const ShopperStateSchema = z.object({
  signedIn: z.boolean(),
  store: z.enum(['none', 'open', 'closed']),
  orderType: OrderTypeSchema,
  menuType: MenuTypeSchema,
});
export type ShopperState = z.output<typeof ShopperStateSchema>;

export const DEFAULT_SHOPPER: ShopperState = {
  signedIn: false,
  store: 'none',
  orderType: 'PICKUP',
  menuType: 'RECREATIONAL',
};

/** Fixture stores (fixtures/data/retailers.ts): Troy has pickup hours every day, Tempe none. */
export const PREVIEW_STORES = {
  open: {
    retailerId: '7f3c2a10-5b8e-4d21-9a6f-1c2d3e4f5a01',
    retailerName: 'Greenleaf Market Troy',
  },
  closed: {
    retailerId: '7f3c2a10-5b8e-4d21-9a6f-1c2d3e4f5a05',
    retailerName: 'Saguaro Wellness Tempe',
  },
} as const;

/** The frame's query parameter that carries the shopper (JSON). */
export const SHOPPER_PARAM = 'shopper';

/** The shopper a frame's address names; anything unreadable plays the default guest. */
export function shopperFromSearch(search: string): ShopperState {
  const text = new URLSearchParams(search).get(SHOPPER_PARAM);
  if (text === null) return DEFAULT_SHOPPER;
  try {
    const parsed = ShopperStateSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : DEFAULT_SHOPPER;
  } catch {
    return DEFAULT_SHOPPER;
  }
}

/**
 * What the frame's in-memory localStorage starts with: the chosen store, under the key the
 * storefront reads at start. A signed-in shopper's session comes from the studio's one sign-in
 * with the mock backend (previewSession.ts), never made up here.
 */
export function shopperStorage(state: ShopperState): Record<string, string> {
  if (state.store === 'none') return {};
  const store = PREVIEW_STORES[state.store];
  return {
    storeSelection: JSON.stringify({
      ...store,
      orderType: state.orderType,
      menuType: state.menuType,
    }),
  };
}
