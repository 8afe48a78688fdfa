import { beforeEach, expect, it, vi } from 'vitest';
import type * as preloadable from '../registry/preloadable';
import { preloadVariant } from '../registry/preloadable';
import { MobilePathHeader, preloadPathHeader } from './PathHeaderPart';

vi.mock('../registry/preloadable', async (original) => ({
  ...(await original<typeof preloadable>()),
  preloadVariant: vi.fn(() => Promise.resolve()),
}));

beforeEach(() => {
  vi.mocked(preloadVariant).mockClear();
});

it('leaves the path header out of a page that has none: the home shows the CMS header', async () => {
  await preloadPathHeader('/', null);
  await preloadPathHeader('/search', null);
  await preloadPathHeader('/menu/flowers', null);
  expect(preloadVariant).not.toHaveBeenCalled();
});

it.each([
  ['/shop', null],
  ['/faq', null],
  ['/product/blue-dream', null],
  ['/menu/flowers', 'menu'],
])('fetches it before %s hydrates (shop path %s)', async (pathname, shopPath) => {
  await preloadPathHeader(pathname, shopPath);
  expect(preloadVariant).toHaveBeenCalledExactlyOnceWith(MobilePathHeader);
});
