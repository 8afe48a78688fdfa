import { expect, type Page } from '@playwright/test';
import { test, watchErrors } from './helpers';
import { issueToken, signInAsDemoShopper, storeToken } from './session';

// Chat with a retailer (spec 1, 2.4, 2.5, 2.10, 6).

const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const thread = (page: Page) => page.getByRole('log', { name: 'Messages' });

test('a message sent to a store appears in the thread and the store replies', async ({ page }) => {
  const errors = watchErrors(page);
  await signInAsDemoShopper(page);
  await page.goto('/chat-with-retailer?fixture=default');

  const conversations = page.getByRole('list', { name: 'Conversations' });
  await conversations.getByRole('link', { name: /Greenleaf Market Troy/ }).click();
  await expect(page).toHaveURL(/\/chat-with-retailer\/chat-troy$/);
  await expect(thread(page).getByText('Done! It’s on hold under your name')).toBeVisible();

  await composer(page).fill('Could you also hold a pre-roll pack?');
  await composer(page).press('Enter');
  await expect(thread(page).getByText('Could you also hold a pre-roll pack?')).toBeVisible();
  await expect(composer(page)).toHaveValue('');
  await expect(
    thread(page).getByText(/A budtender at Greenleaf Market Troy will take a look/),
  ).toBeVisible({ timeout: 10_000 });

  // The list follows: the store's reply is now the latest message of that conversation.
  await page.getByRole('link', { name: 'All conversations' }).click();
  await expect(conversations.getByRole('link').first()).toContainText('Greenleaf Market Troy');
  expect(errors).toEqual([]);
});

test('a failed send says why, and Retry sends it once', async ({ page }) => {
  await signInAsDemoShopper(page);
  // The server answers a send with a 503 (the mock fault hook's answer) until it is lifted.
  let failing = true;
  await page.route('**/api/chats/*/messages', (route) =>
    failing && route.request().method() === 'POST'
      ? route.fulfill({
          status: 503,
          json: { statusCode: 503, message: 'Something went wrong. Please try again.' },
        })
      : route.fallback(),
  );
  await page.goto('/chat-with-retailer/chat-detroit?fixture=default');
  await expect(thread(page).getByText(/three reserved spots/)).toBeVisible();

  await composer(page).fill('Can I pay by debit card at curbside?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(
    thread(page).getByText('Not sent. Something went wrong. Please try again.'),
  ).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toBeVisible();

  failing = false;
  await thread(page).getByRole('button', { name: 'Retry' }).click();
  await expect(thread(page).getByText('Not sent.')).toHaveCount(0);
  await expect(
    thread(page).getByText(/A budtender at Greenleaf Market Detroit will take a look/),
  ).toBeVisible({ timeout: 10_000 });
  await expect(thread(page).getByText('Can I pay by debit card at curbside?')).toHaveCount(1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the thread has no header and no sticky footer; the list keeps the footer', async ({
    page,
  }) => {
    await signInAsDemoShopper(page);
    await page.goto('/chat-with-retailer/chat-troy?fixture=default');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Greenleaf Market Troy' }),
    ).toBeVisible();
    await expect(page.getByRole('banner').filter({ visible: true })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Mobile navigation' })).toHaveCount(0);
    await expect(composer(page)).toBeInViewport();

    await page.getByRole('link', { name: 'All conversations' }).click();
    await expect(page.getByRole('list', { name: 'Conversations' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Mobile navigation' })).toBeVisible();
  });
});

test('with chat off in the CMS the account panel has no "Chat with Retailer" and the route says so', async ({
  page,
}) => {
  // Each fixture site has its own backend on the server: the shopper signs in on this one.
  await page.goto('/?fixture=chat-disabled');
  await storeToken(page, await issueToken(page));
  await page.reload();
  await page.getByRole('link', { name: /Account & List/ }).hover();
  const account = page.getByRole('region', { name: 'Your Account' });
  await expect(account.getByRole('link', { name: 'Blog' })).toBeVisible();
  await expect(account.getByRole('link', { name: 'Chat with Retailer' })).toHaveCount(0);

  await page.goto('/chat-with-retailer');
  await expect(
    page.getByRole('heading', { name: 'Chat with Retailer is not available' }),
  ).toBeVisible();
});

test('with chat on, the account panel links to it', async ({ page }) => {
  await signInAsDemoShopper(page);
  await page.goto('/?fixture=default');
  await page.getByRole('link', { name: /Account & List/ }).hover();
  const account = page.getByRole('region', { name: 'Your Account' });
  await expect(account.getByRole('link', { name: 'Chat with Retailer' })).toHaveAttribute(
    'href',
    '/chat-with-retailer',
  );
});

test.describe('on the production server', () => {
  test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_SERVER_PORT ?? 3100}` });

  test('a signed-in shopper’s thread hydrates cleanly and takes a message', async ({ page }) => {
    const errors = watchErrors(page);
    await signInAsDemoShopper(page);
    await page.goto('/chat-with-retailer/chat-troy', { waitUntil: 'networkidle' });
    await expect(thread(page).getByText('Done! It’s on hold under your name')).toBeVisible();
    await composer(page).fill('See you at 6.');
    await composer(page).press('Enter');
    await expect(thread(page).getByText('See you at 6.')).toBeVisible();
    expect(errors).toEqual([]);
  });
});
