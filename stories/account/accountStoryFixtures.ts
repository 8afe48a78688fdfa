// The shopper the account view stories show, and the phone viewport they share.
import { DEMO_EMAIL } from '../../fixtures/data';
import { accounts } from '../../fixtures/data/accounts';
import type { AccountUser } from '../../variants/account/types';

export const mobile = { viewport: { value: 'mobile', isRotated: false } };

function demoShopper() {
  const user = accounts.find((account) => account.user.email === DEMO_EMAIL)?.user;
  if (!user) throw new Error('Account stories: the demo shopper is missing from the fixtures');
  return user;
}

/** The seeded demo shopper, as the account pages get them from GET /users/me. */
export const demo = demoShopper();

/** The demo shopper as the account views take them. */
export const jordan: AccountUser = demo;
