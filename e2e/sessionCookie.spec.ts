import { expect, type Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../fixtures/data';
import { SESSION_COOKIE } from '../server/sessionCookie';
import { SERVER_ORIGIN, dismissToasts, test, watchErrors } from './helpers';

// The sign-in token stays out of every script's reach: the server keeps it in an HttpOnly
// cookie, the page holds a handle that is worth nothing elsewhere, and writes from other sites
// are refused.

const banner = (page: Page) => page.getByRole('banner');
const accountLink = (page: Page) => banner(page).getByRole('link', { name: /Account & List/ });
const signInLink = (page: Page) => banner(page).getByRole('link', { name: 'Sign In' });

async function signInThroughTheForm(page: Page) {
  await page.goto('/sign-in?fixture=default');
  const form = page.getByRole('form', { name: 'Welcome back' });
  await form.getByLabel('Email').fill(DEMO_EMAIL);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(accountLink(page)).toContainText('Jordan');
}

/** Everything a script on the page can read. */
const readableByScripts = (page: Page) =>
  page.evaluate(() => {
    const dump = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, i) => {
        const key = storage.key(i) ?? '';
        return `${key}=${storage.getItem(key) ?? ''}`;
      }).join('\n');
    return [dump(localStorage), dump(sessionStorage), document.cookie].join('\n');
  });

test('after signing in, no script can read the token; signed-in pages still render on the server', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await signInThroughTheForm(page);

  const session = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE);
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  const token = session?.value ?? '';
  expect(token.length).toBeGreaterThan(8);
  const readable = await readableByScripts(page);
  // The page did store its session: a handle, which is not the token.
  expect(readable).toMatch(/sessionHandle="session\./);
  expect(readable).not.toContain(token);

  // A signed-in page is rendered by the server and hydrates into the signed-in account.
  const response = await page.goto('/account');
  expect(response?.status()).toBe(200);
  expect(await response?.text()).toContain('id="storefront-render"');
  await expect(accountLink(page)).toContainText('Jordan');
  await expect(page.getByText('Hello, Jordan')).toBeVisible();
  expect(await readableByScripts(page)).not.toContain(token);
  expect(errors).toEqual([]);
});

test('signing out in one tab signs the other out, and the cookie is gone', async ({
  page,
  context,
}) => {
  await signInThroughTheForm(page);
  const other = await context.newPage();
  await other.goto('/?fixture=default');
  await expect(accountLink(other)).toContainText('Jordan');

  // Toasts pause while their tab is in the background; the shopper comes back to the first tab.
  await page.bringToFront();
  await dismissToasts(page);
  await accountLink(page).hover();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to sign out?' });
  const told = page.waitForResponse('**/api/auth/sign-out');
  await confirm.getByRole('button', { name: 'Sign Out' }).click();

  await expect(signInLink(page)).toBeVisible();
  // The server is told in the background; its answer ends the cookie.
  await told;
  await expect(signInLink(other)).toBeVisible();
  expect((await context.cookies()).some((c) => c.name === SESSION_COOKIE)).toBe(false);
});

test('a handle without its cookie signs nobody in', async ({ page, browser }) => {
  await signInThroughTheForm(page);
  const handle = await page.evaluate(() => localStorage.getItem('sessionHandle'));
  expect(handle).not.toBeNull();

  // Another browser with the stolen handle, but not the cookie.
  const thief = await browser.newContext({ baseURL: SERVER_ORIGIN });
  const response = await thief.request.get('/api/users/me', {
    headers: { authorization: `Bearer ${JSON.parse(handle ?? '""') as string}` },
  });
  expect(response.status()).toBe(401);
  await thief.close();
});

test('a form posted from another site to a state-changing /api route is refused', async ({
  page,
}) => {
  // A page of another site whose form posts to the storefront's API, as a forged request would.
  await page.route('http://attacker.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<form method="post" enctype="text/plain" action="${SERVER_ORIGIN}/api/contact-messages">
        <input name='{"email":"victim@example.com","message":"x","ignore":"' value='"}'>
        <button>Send</button></form>`,
    }),
  );
  await page.goto('http://attacker.test/');
  const [response] = await Promise.all([
    page.waitForResponse(`${SERVER_ORIGIN}/api/contact-messages`),
    page.getByRole('button', { name: 'Send' }).click(),
  ]);
  expect(response.status()).toBe(403);
  expect(await response.json()).toMatchObject({ statusCode: 403 });
});
