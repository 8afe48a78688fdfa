import { expect, test, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../fixtures/data';
import { watchErrors } from './helpers';

// Issue 17: a visitor starts as a guest; sign-up, sign-in, profile, sign-out, an expired token
// and closing the account, on the built app over the mock backend.

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
  await accountLink(page).hover();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to sign out?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Sign Out' }).click();
}

test('sign up, sign out, sign in again, edit the profile (spec 2.3, 5, 6)', async ({ page }) => {
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
  expect(realErrors(errors)).toEqual([]);
});

test('the demo shopper from the README signs in', async ({ page }) => {
  await page.goto('/sign-in?fixture=default');
  await signInWith(page, DEMO_EMAIL, DEMO_PASSWORD);
  await expect(toast(page, 'Signed in successfully')).toBeVisible();
  await expect(accountLink(page)).toContainText('Jordan');
  await expect(page).toHaveURL(/\/$/);
});
