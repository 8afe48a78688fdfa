import { expect, type Page } from '@playwright/test';
import { test, watchErrors } from './helpers';
import { signInAsDemoShopper } from './session';

// Customer support tickets, the contact form and the career page (spec 1, 2.1, 3, 5).

const toast = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first();

test(
  'an empty subject is refused with the spec 5 warning; a valid ticket lands in the list',
  { tag: '@api-mode' },
  async ({ page }) => {
    const errors = watchErrors(page);
    await signInAsDemoShopper(page);
    await page.goto('/create-ticket?fixture=default');

    await page.getByRole('button', { name: 'Submit Ticket' }).click();
    await expect(toast(page, 'Please enter Subject.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Subject' })).toBeFocused();

    await page.getByRole('textbox', { name: 'Subject' }).fill('Order arrived without a receipt');
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Order');
    await page.getByRole('textbox', { name: 'Message' }).fill('Could you e-mail me the receipt?');
    await page.getByRole('button', { name: 'Submit Ticket' }).click();

    await expect(page).toHaveURL(/\/ticket-list$/);
    const ticket = page.getByRole('group').filter({ hasText: 'Order arrived without a receipt' });
    await expect(ticket).toContainText('Open');
    await expect(ticket).toContainText('Today');
    await ticket.getByText('Order arrived without a receipt').click();
    await expect(ticket.getByText('Could you e-mail me the receipt?')).toBeVisible();
    expect(errors).toEqual([]);
  },
);

test('a guest is asked to sign in on the ticket pages', async ({ page }) => {
  await page.goto('/ticket-list?fixture=default');
  await expect(page.getByRole('heading', { name: 'Sign in for customer support' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the contact form checks its fields and sends', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/contact?fixture=default');
  await expect(page.getByRole('heading', { name: 'Our stores' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Email' }).fill('ada@');
  await page.getByRole('textbox', { name: 'Message' }).fill('Do you carry Wana gummies?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Please provide a correct email address!')).toBeVisible();

  await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Thanks for reaching out!')).toBeVisible();
  expect(errors).toEqual([]);
});

test('/career does not exist without the career setting', async ({ page }) => {
  await page.goto('/career?fixture=default');
  // Without the route, /career is an unknown store slug: the store page's not-found answer.
  await expect(page.getByText('We could not find that store.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Apply Now' })).toHaveCount(0);
});

test('/career asks for a resume before applying, then sends it', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/career?fixture=deals-v2');
  await expect(page.getByRole('heading', { name: 'Budtender' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await page.getByRole('textbox', { name: 'Phone' }).fill('2485550199');
  await page.getByRole('combobox', { name: 'Position' }).selectOption('Budtender');
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(toast(page, 'Please upload Resume.')).toBeVisible();

  await page.getByLabel('Resume').setInputFiles({
    name: 'ada-lovelace.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 resume'),
  });
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(toast(page, 'Thank you for applying!')).toBeVisible();
  expect(errors).toEqual([]);
});
