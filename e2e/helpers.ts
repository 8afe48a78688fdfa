import type { Page } from '@playwright/test';

/** Collects what a person would call a broken page: uncaught errors and console errors. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/** Every JS file the page downloads, by file name. */
export function watchScripts(page: Page): Set<string> {
  const files = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) files.add(url.pathname.split('/').pop() ?? '');
  });
  return files;
}
