import { expect, type Page } from '@playwright/test';
import { SERVER, signIn } from './abandonedCartHelpers';
import { test, watchErrors } from './helpers';

// The notification pages (spec 2.1, 6) and the badges (2.3, 2.5), on the production
// server, signed in through the mock backend's sign-in route.
test.use({ baseURL: SERVER });

const PAGES = [
  ['/notification', 'Notifications'],
  ['/notification-settings', 'Notification Settings'],
  ['/permission-settings', 'Permission Settings'],
  ['/deals-alert', 'Deals Alert'],
] as const;

/** What each page shows once loaded for a signed-in shopper (not the placeholder frame). */
async function expectContent(page: Page, path: string) {
  const main = page.getByRole('main');
  if (path === '/notification') {
    await expect(main.getByRole('list', { name: 'Notifications' })).toBeVisible();
  } else if (path === '/notification-settings') {
    await expect(main.getByRole('group', { name: 'Notify me about' })).toBeVisible();
  } else if (path === '/permission-settings') {
    await expect(main.getByRole('button', { name: 'Allow notifications' })).toBeVisible();
  } else {
    await expect(main.getByRole('group', { name: 'Deals by brand' })).toBeVisible();
  }
}

const unseenOnServer = async (page: Page, token: string) => {
  const response = await page.request.get(`${SERVER}/api/notifications`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: { unseenCount: number } }).data.unseenCount;
};

test('signed in: the four pages render their content, with no sign-in modal', async ({
  page,
  context,
}) => {
  const errors = watchErrors(page);
  await signIn(context);
  for (const [path, title] of PAGES) {
    await page.goto(`${path}?fixture=default`);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expectContent(page, path);
    await expect(page.getByRole('dialog', { name: 'Sign in required' })).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});

test('guests get the sign-in-required modal on each page', async ({ page }) => {
  for (const [path] of PAGES) {
    await page.goto(`${path}?fixture=default`);
    await expect(page.getByRole('dialog', { name: 'Sign in required' })).toBeVisible();
    await page.keyboard.press('Escape');
  }
});

test('the header badge shows the unseen count; marking all seen clears it', async ({
  page,
  context,
}) => {
  const token = await signIn(context);
  // The test's own backend sandbox starts from the seed: the demo shopper has two unseen
  // notifications of three (fixtures/data/accounts.ts).
  const unseen = 2;
  expect(await unseenOnServer(page, token)).toBe(unseen);
  await page.goto('/notification?fixture=default');
  const icon = page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .first();
  await expect(icon).toHaveAccessibleName(`Notifications, ${unseen} unseen`);
  await expect(page.getByText(`${unseen} unseen`, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Mark all as seen' }).click();
  await expect(page.getByText('All caught up')).toBeVisible();
  await expect(icon).toHaveAccessibleName('Notifications');
  expect(await unseenOnServer(page, token)).toBe(0);
});

test('notification settings are saved with the server message, and kept', async ({
  page,
  context,
}) => {
  await signIn(context);
  await page.goto('/notification-settings?fixture=default', { waitUntil: 'networkidle' });
  const box = page.getByRole('checkbox', { name: /New arrivals/ });
  const before = await box.isChecked();
  await box.setChecked(!before);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Your notification settings are saved.')).toBeVisible();
  await page.reload({ waitUntil: 'networkidle' });
  await expect(page.getByRole('checkbox', { name: /New arrivals/ })).toBeChecked({
    checked: !before,
  });
});

test('permission settings read the browser state: granted, then blocked with what to do', async ({
  page,
  context,
}) => {
  await signIn(context);
  await context.grantPermissions(['notifications'], { origin: SERVER });
  await page.goto('/permission-settings?fixture=default');
  await expect(page.getByText('Allowed', { exact: true })).toBeVisible();

  const blocked = await context.newPage();
  await blocked.addInitScript(() => {
    Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
  });
  await blocked.goto('/permission-settings?fixture=default');
  await expect(blocked.getByText('Blocked', { exact: true })).toBeVisible();
  await expect(blocked.getByRole('note')).toContainText('Set Notifications to Allow.');
});
