import { expect, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../fixtures/data';
import { dismissToasts, test, watchErrors } from './helpers';

// A visitor starts as a guest; sign-up, sign-in, profile, sign-out, an expired token
// and closing the account (spec 2.1, 6), on the built app over the mock backend.

const banner = (page: Page) => page.getByRole('banner');
const signInLink = (page: Page) => banner(page).getByRole('link', { name: 'Sign In' });
const accountLink = (page: Page) => banner(page).getByRole('link', { name: /Account & List/ });
const toast = (page: Page, text: string) =>
  page.locator('.Toastify').getByText(text, { exact: true });

/** A 401 from the API is the browser's console error by design; anything else is a bug. */
const realErrors = (errors: string[]) =>
  errors.filter((error) => !/status of 40[0139]/.test(error));

async function fillSignUp(
  page: Page,
  values: { first: string; last: string; email: string; phone: string; password: string },
) {
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByLabel('First Name').fill(values.first);
  await form.getByLabel('Last Name').fill(values.last);
  await form.getByLabel('Email').fill(values.email);
  await form.getByLabel('Phone').fill(values.phone);
  await form.getByLabel('Password').fill(values.password);
  await form.getByRole('button', { name: 'Sign Up' }).click();
}

async function signInWith(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Welcome back' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

async function signOutFromHeader(page: Page) {
  // The toasts stack over the header's top-right corner, and each slides up as the one above it
  // leaves: a pointer that lands on the account link as a toast slides over it gets no hover
  // when the toast goes, and the panel never opens. A shopper moves the mouse again; the journey
  // clears the corner first, as a person may.
  await dismissToasts(page);
  await accountLink(page).hover();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to sign out?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Sign Out' }).click();
}

test(
  'sign up, sign out, sign in again, edit the profile (spec 2.3, 5, 6)',
  { tag: '@api-mode' },
  async ({ page }) => {
    // The longest journey of the suite: sign-up, two sign-ins, a profile edit, two sign-outs.
    test.setTimeout(90_000);
    const errors = watchErrors(page);
    await page.goto('/?fixture=default');
    await expect(signInLink(page)).toBeVisible();
    await signInLink(page).click();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/sign-up$/);

    const person = {
      first: 'Ada',
      last: 'Lovelace',
      email: 'ada@example.com',
      phone: '2485550123',
      password: 'abc',
    };
    await fillSignUp(page, person);
    await expect(toast(page, 'Please provide at least 6 characters!')).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Phone')).toHaveValue('+1 (248) 555-0123');

    await fillSignUp(page, { ...person, email: 'ada@example', password: 'analytical' });
    await expect(toast(page, 'Please provide a correct email address!')).toBeVisible();

    await fillSignUp(page, { ...person, password: 'analytical' });
    await expect(toast(page, 'Account created successfully')).toBeVisible();
    await expect(accountLink(page)).toContainText('Ada');
    await expect(signInLink(page)).toHaveCount(0);

    await signOutFromHeader(page);
    await expect(signInLink(page)).toBeVisible();

    await signInLink(page).click();
    await signInWith(page, person.email, 'not-the-password');
    await expect(toast(page, 'Invalid email or password')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Welcome back' }).getByRole('alert')).toHaveText(
      'Invalid email or password',
    );
    await expect(signInLink(page)).toBeVisible();

    await signInWith(page, person.email, 'analytical');
    await expect(accountLink(page)).toContainText('Ada');

    // A reload keeps the session: the in-browser mock keeps its users and sessions like a server.
    await page.reload();
    await expect(accountLink(page)).toContainText('Ada');

    await accountLink(page).hover();
    await page.getByRole('link', { name: 'View Profile' }).click();
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    await expect(page.getByText('ada@example.com')).toBeVisible();
    await expect(page.getByText('+1 (248) 555-0123')).toBeVisible();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const edit = page.getByRole('form', { name: 'Edit your details' });
    await edit.getByLabel('First Name').fill('Augusta');
    await edit.getByLabel('Phone').fill('313 555 0100');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Profile updated successfully')).toBeVisible();
    await expect(page.getByRole('main').getByText('Augusta Lovelace')).toBeVisible();
    await expect(page.getByRole('main').getByText('+1 (313) 555-0100')).toBeVisible();
    await expect(accountLink(page)).toContainText('Augusta');

    await signOutFromHeader(page);
    await expect(signInLink(page)).toBeVisible();
    await expect(page.getByText('Sign in to see your account.')).toBeVisible();
    expect(realErrors(errors)).toEqual([]);
  },
);

test('the demo shopper from the README signs in, keeping the guest cart', async ({ page }) => {
  // A product page load, a sign-in and the home page: 5 s alone, over 20 s on a loaded machine.
  test.setTimeout(60_000);
  const cartButton = banner(page).getByRole('button', { name: /^Cart/ }).first();
  await page.goto('/product/blue-dream?fixture=default');
  await page.getByRole('button', { name: /^Add to cart ·/ }).click();
  await expect(cartButton).toHaveAccessibleName('Cart, 1 item');

  // The cart's toast sits over the header's Sign In link; the shopper closes it.
  await dismissToasts(page);
  await signInLink(page).click();
  await signInWith(page, DEMO_EMAIL, DEMO_PASSWORD);
  await expect(toast(page, 'Signed in successfully')).toBeVisible();
  await expect(accountLink(page)).toContainText('Jordan');
  await expect(page).toHaveURL(/\/$/);
  await expect(cartButton).toHaveAccessibleName('Cart, 1 item');
});

test('an expired token mid-session signs out with a message, no broken page', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/sign-in?fixture=default');
  await signInWith(page, DEMO_EMAIL, DEMO_PASSWORD);
  await expect(accountLink(page)).toContainText('Jordan');

  // The server forgets the session (expiry) while the shopper is away (no page of the app is open,
  // so no background call can meet the refusal first); back on their account, the first call
  // with the stored token is refused.
  const token = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('sessionHandle') ?? 'null'),
  );
  await page.goto('about:blank');
  const forgotten = await page.request.post('/api/auth/sign-out', {
    headers: { authorization: `Bearer ${String(token)}` },
  });
  expect(forgotten.ok()).toBe(true);
  await page.goto('/account');
  await expect(toast(page, 'Your session has expired. Please sign in again.')).toBeVisible();
  await expect(signInLink(page)).toBeVisible();
  await expect(page.getByText('Sign in to see your account.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' }).last()).toHaveAttribute(
    'href',
    '/sign-in?redirect=%2Faccount',
  );
  expect(await page.evaluate(() => window.localStorage.getItem('sessionHandle'))).toBeNull();
  expect(realErrors(errors)).toEqual([]);
});

test('closing the account asks first, signs out, and the credentials stop working', async ({
  page,
}) => {
  await page.goto('/sign-in?fixture=default');
  await signInWith(page, 'sam@greenleaf.test', 'sativa2024');
  await expect(accountLink(page)).toContainText('Sam');

  await page.goto('/account');
  const links = page.getByRole('navigation', { name: 'Your Account' }).getByRole('link');
  await expect(links.first()).toHaveText('Your Order');
  await expect(links.last()).toHaveText('Close Your Account');
  await links.last().click();
  await expect(page.getByRole('heading', { name: 'Close Your Account', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Close Your Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close your account?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(accountLink(page)).toContainText('Sam');

  await page.getByRole('button', { name: 'Close Your Account' }).click();
  await dialog.getByRole('button', { name: 'Close Account' }).click();
  await expect(toast(page, 'Your account has been closed.')).toBeVisible();
  await expect(signInLink(page)).toBeVisible();

  await page.goto('/sign-in');
  await signInWith(page, 'sam@greenleaf.test', 'sativa2024');
  await expect(toast(page, 'Invalid email or password')).toBeVisible();
  await expect(signInLink(page)).toBeVisible();
});

test("request a copy of one's information and change the password", async ({ page }) => {
  await page.goto('/sign-in?fixture=default');
  await signInWith(page, 'priya@greenleaf.test', 'indica2024');
  await expect(accountLink(page)).toContainText('Priya');

  await page.goto('/account/request-your-information');
  await page.getByRole('button', { name: 'Request a Copy' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'priya@greenleaf.test within 30 days',
  );

  await page.goto('/account/login-and-security');
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current Password').fill('indica2024');
  await form.getByLabel('New Password').fill('abc');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(toast(page, 'Please provide at least 6 characters!')).toBeVisible();
  await form.getByLabel('Current Password').fill('wrong-one');
  await form.getByLabel('New Password').fill('hybrid2025');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByRole('alert')).toHaveText('Your current password is incorrect');
  await expect(accountLink(page)).toContainText('Priya');
  await form.getByLabel('Current Password').fill('indica2024');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByRole('status')).toHaveText('Password changed successfully');
});

test('the age gate comes before shopping and records age consent and menu choice', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/shop?fixture=age-gate');
  await expect(page).toHaveURL(/\/customer-choice\?redirect=%2Fshop/);
  const gate = page.getByRole('region', { name: 'Are you 21 or older?' });
  await gate.getByRole('button', { name: 'No, I am under 21' }).click();
  await expect(gate.getByRole('alert')).toHaveText(
    'Sorry, you must be 21 or older to enter this store.',
  );
  await page.goto('/deals');
  await expect(page).toHaveURL(/\/customer-choice/);

  await gate.getByRole('radio', { name: /Medical/ }).check();
  await gate.getByRole('button', { name: 'Yes, I am 21+' }).click();
  await expect(page).toHaveURL(/\/deals$/);
  const stored = await page.evaluate(() => ({
    consent: window.sessionStorage.getItem('canAgeConsent'),
    menu: window.sessionStorage.getItem('canMenuType'),
    visited: window.sessionStorage.getItem('isVisitedCustomerChoicePage'),
  }));
  expect(stored).toEqual({ consent: 'true', menu: '"MEDICAL"', visited: 'true' });
  // Remembered for the session: a reload shops on.
  await page.goto('/shop');
  await expect(page).toHaveURL(/\/shop$/);
  expect(errors).toEqual([]);
});
