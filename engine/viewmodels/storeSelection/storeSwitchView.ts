/**
 * The types the store switch's handle (storeSwitch.ts) and its lazily loaded machine
 * (storeSwitchRuntime.ts) both speak: the handle loads the machine, so the machine takes them
 * from here rather than from the handle.
 */
import type { StoreSwitchContext } from '../../../machines/storeSwitchContext';

/** What the views read of the machine: its context and whether the navigation skeleton shows. */
export type StoreSwitchView = { context: StoreSwitchContext; navSkeletonShown: boolean };

/**
 * The page's world: navigation, the shop path and the clock's pin (stories and a hydrating page
 * pin the time, spec 4.10; null is the real clock).
 */
export type StoreSwitchDeps = {
  navigate(path: string): void;
  shopPath: string;
  nowPin: string | null;
};
