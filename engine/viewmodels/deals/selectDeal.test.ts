import { describe, expect, it } from 'vitest';
import { createStores } from '../../stores/createStores';
import { selectDeal } from './selectDeal';

describe('selectDeal (spec 2.15)', () => {
  it('closes the cart sidebar, the menu drawer and the footer sheet, and resets the flag', () => {
    const stores = createStores({
      notifications: { isNotificationCartSidebarOpen: true },
      overlays: { menuDrawer: true, footerSheet: true, search: true },
      storeContext: { isDefaultHomePage: true },
    });
    selectDeal(stores);
    expect(stores.notifications.isNotificationCartSidebarOpen).toBe(false);
    expect(stores.overlays).toMatchObject({ menuDrawer: false, footerSheet: false });
    expect(stores.storeContext.isDefaultHomePage).toBe(false);
    // The search drawer is the route change's business (spec 4.14), not the deal's.
    expect(stores.overlays.search).toBe(true);
    stores.dispose();
  });
});
