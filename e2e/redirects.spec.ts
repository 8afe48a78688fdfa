import { expect, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../fixtures/data';
import { SERVER_ORIGIN, test } from './helpers';

// A ?redirect= value is followed only when the one safe-link rule (ui/links/classifyHref) calls
// it a path of this site: a tab, a line feed, a backslash or a protocol-relative form lands on
// the home page of this site, and the page throws nothing on the way.

const HOSTILE = [
  ['a tab', '/%09/evil.example'],
  ['a line feed', '/%0a/evil.example'],
  ['a backslash', '/%5Cevil.example'],
  ['a protocol-relative URL', '//evil.example'],
] as const;

/** The page's uncaught errors (a refused navigation used to be one). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function expectHomeOfThisSite(page: Page): Promise<void> {
  await expect(page).toHaveURL(`${SERVER_ORIGIN}/`);
}

for (const [what, redirect] of HOSTILE) {
  test(`signing in with ${what} as the redirect stays on the site`, async ({ page }) => {
    const errors = pageErrors(page);
    await page.goto(`/sign-in?fixture=default&redirect=${redirect}`);
    const form = page.getByRole('form', { name: 'Welcome back' });
    await form.getByLabel('Email').fill(DEMO_EMAIL);
    await form.getByLabel('Password').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expectHomeOfThisSite(page);
    await expect(
      page.getByRole('banner').getByRole('link', { name: /Account & List/ }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  test(`confirming age with ${what} as the redirect stays on the site`, async ({ page }) => {
    const errors = pageErrors(page);
    await page.goto(`/customer-choice?fixture=age-gate&redirect=${redirect}`);
    const gate = page.getByRole('region', { name: 'Are you 21 or older?' });
    await gate.getByRole('button', { name: 'Yes, I am 21+' }).click();
    await expectHomeOfThisSite(page);
    expect(errors).toEqual([]);
  });
}
