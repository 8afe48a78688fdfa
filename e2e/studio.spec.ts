import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { test } from './helpers';

// The studio for CMS editors at /__studio (embedded default only). The preview frames
// are real storefront pages that take the edited configuration without reloading.

// Every test loads the studio and three whole storefront pages in its frames: about 10 s alone,
// past 30 s beside the other journeys on CI's busy machine.
test.describe.configure({ timeout: 60_000 });

const frames = (page: Page) =>
  [375, 768, 1280].map((w) => page.frameLocator(`iframe[data-width="${w}"]`));

async function openStudio(page: Page) {
  await page.goto('/__studio');
  await expect(page.getByRole('heading', { name: 'Storefront studio' })).toBeVisible();
  for (const frame of frames(page)) {
    await expect(frame.locator('header[data-variant="one"]').first()).toBeVisible({
      timeout: 15_000,
    });
  }
}

/** Notes, in the studio page, each frame width that has reported its overflowing texts: a frame
 * reports once its render has settled, and again when what overflows changes (frameBridge.ts). */
async function noteOverflowReports(page: Page) {
  await page.addInitScript(() => {
    if (window.top !== window) return;
    const widths: number[] = [];
    Reflect.set(window, '__overflowReports', widths);
    addEventListener('message', (event: MessageEvent<unknown>) => {
      const data = event.data;
      if (typeof data === 'object' && data !== null && Reflect.get(data, 'type') === 'overflow')
        widths.push(Number(Reflect.get(data, 'width')));
    });
  });
}

/** Every frame has measured the site it shows, and the studio has rendered what they reported. */
async function framesMeasured(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const reported = () => {
      const widths: unknown = Reflect.get(window, '__overflowReports');
      return Array.isArray(widths) && [375, 768, 1280].every((width) => widths.includes(width));
    };
    while (!reported()) await frame();
    await frame();
    await frame();
  });
}

/** Each frame has fetched Header Five's code, as it preloads every on-page variant on joining. */
async function fiveFetchedInFrames(page: Page) {
  for (const handle of await page.locator('iframe[data-width]').elementHandles()) {
    const frame = await handle.contentFrame();
    await expect
      .poll(() =>
        frame?.evaluate(() =>
          performance.getEntriesByType('resource').some((e) => e.name.includes('/HeaderFive-')),
        ),
      )
      .toBe(true);
  }
}

/**
 * Every frame has taken in and rendered what the studio posted to it so far: messages from one
 * window to another arrive in order, so a marker the studio's window posts now arrives after
 * them. A document a frame took in reaches its page in a task of the frame's own (the query
 * client's notification), which ran before the marker's task ends here.
 */
async function framesCaughtUp(page: Page) {
  for (const handle of await page.locator('iframe[data-width]').elementHandles()) {
    const frame = await handle.contentFrame();
    expect(frame, 'a preview frame without its page').not.toBeNull();
    const marker = `caught-up-${Math.random()}`;
    await frame?.evaluate((wanted) => {
      const arrived = new Promise((resolve) => {
        addEventListener('message', (event) => event.data === wanted && resolve(true));
      });
      Reflect.set(window, '__caughtUp', arrived);
    }, marker);
    await handle.evaluate((iframe, sent) => {
      (iframe as HTMLIFrameElement).contentWindow?.postMessage(sent, window.location.origin);
    }, marker);
    await frame?.evaluate(async () => {
      await Reflect.get(window, '__caughtUp');
      await new Promise((resolve) => setTimeout(resolve));
    });
  }
}

test('switching the header from One to Five changes all three frames without a reload', async ({
  page,
}) => {
  await openStudio(page);
  // The clock starts at rest: timing the switch, not a download still under way on a busy machine.
  await fiveFetchedInFrames(page);
  const handles = await page.locator('iframe[data-width]').elementHandles();
  // In each frame: a marker a reload would lose, and the time Header Five appears (measured in
  // the page, not by the test's polling, which checks only every few hundred milliseconds).
  for (const handle of handles) {
    const frame = await handle.contentFrame();
    await frame?.evaluate(() => {
      const scope = window as unknown as { studioMarker: string; fiveAt?: number };
      scope.studioMarker = 'kept';
      new MutationObserver((_, observer) => {
        if (document.querySelector('header[data-variant="five"]') === null) return;
        scope.fiveAt = Date.now();
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true });
    });
  }
  // Opening the section is not the edit: the clock starts at the editor's click on Header Five,
  // read in the page, once the section and its thumbnails have rendered.
  await page.locator('details[data-section="headerFooterSettings"] summary').click();
  const radio = page.getByRole('radio', { name: 'Header Five' });
  await expect(radio).toBeAttached();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('details[data-section="headerFooterSettings"] img')].every(
      (img) => img instanceof HTMLImageElement && img.complete,
    ),
  );
  await page.evaluate(() => {
    const scope = window as unknown as { clickedAt?: number };
    document.addEventListener('click', () => (scope.clickedAt ??= Date.now()), { capture: true });
  });
  await radio.check({ force: true });
  for (const frame of frames(page)) {
    await expect(frame.locator('header[data-variant="five"]').first()).toBeVisible();
  }
  const clickedAt = await page.evaluate(
    () => (window as unknown as { clickedAt?: number }).clickedAt ?? -Infinity,
  );
  for (const handle of handles) {
    const frame = await handle.contentFrame();
    const seen = await frame?.evaluate(() => {
      const scope = window as unknown as { studioMarker?: string; fiveAt?: number };
      return { marker: scope.studioMarker, fiveAt: scope.fiveAt ?? Infinity };
    });
    expect(seen?.marker).toBe('kept');
    expect((seen?.fiveAt ?? Infinity) - clickedAt).toBeLessThan(1000);
  }
});

test('invalid JSON and an invalid value show the error at its place; the preview keeps the last valid configuration', async ({
  page,
}) => {
  await openStudio(page);
  await page.getByRole('button', { name: /^JSON/ }).click();
  const json = page.getByLabel('Site configuration (JSON)');
  const text = await json.inputValue();

  // A syntax error: the line is named, the frames keep Header One.
  await json.fill(text.replace('"isHeaderOne": true,', '"isHeaderOne": true,,'));
  const syntax = page.getByTestId('json-syntax-error');
  await expect(syntax).toContainText(/Line 7, column \d+/);
  await expect(syntax).toContainText('The preview keeps the last valid configuration');

  // A value the schema rejects, in otherwise valid JSON that also switches the header.
  const invalid = text
    .replace('"isHeaderOne": true', '"isHeaderOne": false, "isHeaderFive": true')
    .replace('"isStickyHeader": true', '"isStickyHeader": "yes"');
  await json.fill(invalid);
  await expect(syntax).toHaveCount(0);
  await expect(page.getByText('headerWidgetCmsData.isStickyHeader', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(
    'the preview keeps the last valid configuration',
  );
  await framesCaughtUp(page);
  for (const frame of frames(page)) {
    await expect(frame.locator('header[data-variant="one"]').first()).toBeVisible();
    await expect(frame.locator('header[data-variant="five"]')).toHaveCount(0);
  }

  // The form shows the same diagnostic beside its field.
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.locator('details[data-section="headerWidgetCmsData"] summary').click();
  await expect(page.locator('[data-path="headerWidgetCmsData.isStickyHeader"]')).toContainText(
    'used',
  );
});

test('a low-contrast footer colour is flagged beside its field', async ({ page }) => {
  await openStudio(page);
  await page.locator('details[data-section="generalSettingsComponentUiData"] summary').click();
  const field = page.locator('[data-path="generalSettingsComponentUiData.footerFontColor"]');
  await expect(field).not.toContainText('WCAG');
  await field.getByRole('textbox', { name: 'Footer font color', exact: true }).fill('#2a2f35');
  await expect(field).toContainText(
    /Contrast 1\.\d+:1 on #101418 is below the 4\.5:1 WCAG AA minimum/,
  );
  await expect(
    field.getByRole('textbox', { name: 'Footer font color', exact: true }),
  ).toHaveAttribute('aria-describedby', /.+/);
});

test('export then import gives back the same configuration', async ({ page }) => {
  await openStudio(page);
  await page.locator('details[data-section="headerWidgetCmsData"] summary').click();
  await page
    .locator('[data-path="headerWidgetCmsData.logoTitle"]')
    .getByRole('textbox')
    .fill('Grün & Leaf “Studio”');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export JSON' }).click();
  const file = await (await download).path();
  const exported = await readFile(file, 'utf8');
  expect(JSON.parse(exported)).toMatchObject({
    headerWidgetCmsData: { logoTitle: 'Grün & Leaf “Studio”' },
  });

  // Start over from another site, then import the file.
  await page.getByLabel('Start from').selectOption('header-five');
  await expect(
    page.locator('[data-path="headerWidgetCmsData.logoTitle"]').getByRole('textbox'),
  ).not.toHaveValue(/Studio/);
  await page.getByLabel('Import JSON').setInputFiles({
    name: 'site.json',
    mimeType: 'application/json',
    buffer: Buffer.from(exported),
  });
  await expect(page.getByRole('status')).toContainText('Imported site.json');

  await page.getByRole('button', { name: /^JSON/ }).click();
  expect(await page.getByLabel('Site configuration (JSON)').inputValue()).toBe(exported);
});

test('a copied link reopens the studio on the same configuration', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openStudio(page);
  await page.locator('details[data-section="headerWidgetCmsData"] summary').click();
  await page
    .locator('[data-path="headerWidgetCmsData.logoTitle"]')
    .getByRole('textbox')
    .fill('Shared title');
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status')).toContainText('Link copied');
  const url = page.url();
  expect(url).toMatch(/#doc=/);
  await page.goto('about:blank');
  await page.goto(url);
  await page.locator('details[data-section="headerWidgetCmsData"] summary').click();
  await expect(
    page.locator('[data-path="headerWidgetCmsData.logoTitle"]').getByRole('textbox'),
  ).toHaveValue('Shared title');
});

test("the shopper picker plays a signed-in shopper with a store in every frame, and leaves the editor's own storefront a guest without one", async ({
  page,
  context,
}) => {
  // Each change restarts three storefront pages.
  test.setTimeout(90_000);
  // The studio signs in once for all its frames, and keeps the session while the shopper stays
  // signed in: a sign-in per frame and per reload would spend the backend's allowance (five a
  // minute per account) and leave the last frames previewing a guest.
  const signIns: string[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/auth/sign-in')) {
      signIns.push(request.frame().url());
    }
  });
  await openStudio(page);
  await page.getByRole('combobox', { name: /^Shopper/ }).selectOption('in');
  const wide = page.frameLocator('iframe[data-width="1280"]');
  await expect(wide.getByRole('link', { name: /Account & List/ }).first()).toBeAttached({
    timeout: 15_000,
  });
  await page.getByRole('combobox', { name: /^Store/ }).selectOption('open');
  for (const frame of frames(page)) {
    await expect(frame.getByText('Greenleaf Market Troy').first()).toBeAttached({
      timeout: 15_000,
    });
  }
  await expect(wide.getByRole('link', { name: /Account & List/ }).first()).toBeAttached();
  await page.getByRole('combobox', { name: /^Store/ }).selectOption('closed');
  await expect(wide.getByText('Saguaro Wellness Tempe').first()).toBeAttached({ timeout: 15_000 });
  await expect(wide.getByRole('link', { name: /Account & List/ }).first()).toBeAttached();
  expect(signIns).toEqual([page.url()]);
  // No store again: every frame is back to the header without one.
  await page.getByRole('combobox', { name: /^Store/ }).selectOption('none');
  for (const frame of frames(page)) {
    await expect(frame.locator('header[data-variant="one"]').first()).toBeVisible({
      timeout: 15_000,
    });
    await expect(frame.getByText('Greenleaf Market Troy')).toHaveCount(0);
  }
  await page.getByRole('combobox', { name: /^Store/ }).selectOption('open');
  await expect(wide.getByText('Greenleaf Market Troy').first()).toBeAttached({ timeout: 15_000 });

  // The editor opens the storefront in another tab of the same browser.
  const shop = await context.newPage();
  await shop.setViewportSize({ width: 1280, height: 900 });
  await shop.goto('/');
  await expect(shop.getByRole('link', { name: /Sign in/i }).first()).toBeVisible();
  await expect(shop.getByRole('link', { name: /Account & List/ })).toHaveCount(0);
  await expect(shop.getByText('Greenleaf Market Troy')).toHaveCount(0);
  const stored = await shop.evaluate(() => ({
    token: localStorage.getItem('sessionHandle'),
    store: localStorage.getItem('storeSelection'),
    cookies: document.cookie,
  }));
  expect(stored.token === null || stored.token === 'null').toBe(true);
  expect(stored.store === null || !stored.store.includes('Troy')).toBe(true);
  expect(stored.cookies).not.toContain('Greenleaf');
});

test('an over-long ticker text is flagged beside its field with the widths where it overflows; shortening it clears it', async ({
  page,
}) => {
  await noteOverflowReports(page);
  await openStudio(page);
  await page.locator('details[data-section="tickerCrudData"] summary').click();
  const field = page.locator('[data-path="tickerCrudData[0].title"]');
  const text = field.getByRole('textbox');
  await expect(text).toHaveValue('Free pickup at every location, ready in 15 minutes');
  // The frames have measured the site as loaded: this text fits at every width.
  await framesMeasured(page);
  await expect(field).not.toContainText('Overflows');

  await text.fill(
    'Free pickup at every location, ready in 15 minutes, and same-day delivery across the whole metro area on every order over fifty dollars, seven days a week, holidays included, with a free pre-roll for every first-time shopper who signs up for the Greenleaf list',
  );
  // Header One shows the ticker below the desktop breakpoint only: 1280 has nothing to measure.
  await expect(field).toContainText(/Overflows its box at 375 and 768 px/);
  await expect(text).toHaveAttribute('aria-describedby', /.+/);

  await text.fill('Free pickup, ready in 15 minutes');
  await expect(field).not.toContainText('Overflows');
});
