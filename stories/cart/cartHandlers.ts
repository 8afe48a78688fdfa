import { fn } from 'storybook/test';

/** What the cart sidebar and the cart page both report (spec 2.12), as fresh spies per file. */
export const cartHandlers = () => ({
  onClearAll: fn(),
  onCheckout: fn(),
  onQuantityChange: fn(),
  onRemove: fn(),
  onMoveToWishlist: fn(),
  onSaveForLater: fn(),
  onNavigate: fn(),
});
