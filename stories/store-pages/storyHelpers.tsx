import type { Decorator } from '@storybook/react-vite';
import { useMemo, type ReactNode } from 'react';
import { createStores, type StoresSeed } from '../../engine/stores/createStores';
import { StoresProvider } from '../../engine/stores/StoresProvider';
import { NowProvider } from '../../engine/hydration/now';

export { AtRoute, Main } from '../catalogue/storyHelpers';
export { MOBILE, TABLET } from '../viewports';

/** Wednesday 2 pm: most fixture stores are open, the closed and special-hours ones still show. */
export const STORY_NOW = '2026-11-18T14:00:00';

/** The Troy store of the fixtures, with both menus. */
export const TROY = {
  retailerId: '7f3c2a10-5b8e-4d21-9a6f-1c2d3e4f5a01',
  retailerName: 'Greenleaf Market Troy',
  selectedPickupAddressObject: {
    line1: '1250 E Big Beaver Rd',
    city: 'Troy',
    state: 'MI',
    postalCode: '48083',
  },
  selectedCurbsideAddressObject: {
    line1: '1250 E Big Beaver Rd',
    city: 'Troy',
    state: 'MI',
    postalCode: '48083',
  },
  menuType: 'RECREATIONAL',
  orderType: 'PICKUP',
} as const;

function SeededStores({ seed, children }: { seed: StoresSeed; children: ReactNode }) {
  const stores = useMemo(() => createStores(seed), [seed]);
  return <StoresProvider stores={stores}>{children}</StoresProvider>;
}

/** Fresh stores seeded from `parameters.stores`, inside the preview's own providers. */
export const withSeededStores: Decorator = (Story, { parameters }) => {
  const seed = (parameters.stores ?? {}) as StoresSeed;
  return (
    <SeededStores seed={seed}>
      <Story />
    </SeededStores>
  );
};

/** Pins the clock the store hours are worded for: STORY_NOW, or a story's `now` parameter. */
export const withFixedNow: Decorator = (Story, { parameters }) => (
  <NowProvider at={typeof parameters.now === 'string' ? parameters.now : STORY_NOW}>
    <Story />
  </NowProvider>
);

/** Late evening on STORY_NOW's day: Troy (open 9 AM to 9 PM) is closed, and a refresh says so. */
export const STORE_CLOSED_NOW = '2026-11-18T23:30:00';
