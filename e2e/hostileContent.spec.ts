import { expect } from '@playwright/test';
import { bringIntoView, test, watchErrors } from './helpers';

// CMS rich text keeps only text structure. The hostile-footer site's subtext
// carries a <style> hiding the body, a style attribute covering the page, a sign-in form and
// javascript:, "//host" and "/\host" links.
test('hostile footer rich text can neither hide, cover nor phish, and its links are safe', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/?fixture=hostile-footer');
  const footer = page.getByRole('contentinfo');
  await bringIntoView(footer);
  const text = footer.getByText('Questions? Read our');
  await expect(text).toBeVisible({ timeout: 15_000 });
  const richText = text.locator('xpath=..');

  await expect(richText.locator('style, form, input, button, iframe, img')).toHaveCount(0);
  await expect(richText.locator('[style], [class], [id], [formaction], [action]')).toHaveCount(0);
  await expect(richText.getByText('Session expired, sign in again')).toBeVisible();

  await expect(richText.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
  await expect(richText.getByRole('link', { name: 'FAQ' })).not.toHaveAttribute('target', /./);
  const blog = richText.getByRole('link', { name: 'blog' });
  await expect(blog).toHaveAttribute('href', 'https://blog.example.com/');
  await expect(blog).toHaveAttribute('target', '_blank');
  await expect(blog).toHaveAttribute('rel', 'noopener noreferrer');
  for (const name of ['Claim your reward', 'Member portal', 'Account']) {
    await expect(richText.getByText(name)).toBeVisible();
    await expect(richText.getByRole('link', { name })).toHaveCount(0);
  }
  await expect(richText.locator('[href]')).toHaveCount(2);

  // The page itself is still there and nothing from the footer lies on top of it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('body')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  const centreInFooter = await page.evaluate(() => {
    const hit = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
    return hit?.closest('footer') !== null && hit !== null;
  });
  expect(centreInFooter).toBe(false);

  // The internal link still navigates inside the app.
  await bringIntoView(footer);
  await richText.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);

  expect(
    await page.evaluate(() => (window as { __hostileFooter?: string }).__hostileFooter),
  ).toBeUndefined();
  expect(errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
});
