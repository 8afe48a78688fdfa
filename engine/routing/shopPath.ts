/** The shop path used when the site setting is missing or unusable. */
export const DEFAULT_SHOP_PATH = '/shop';

/**
 * Normalises appSettings.shopPath: one leading slash, no trailing slash. A value that is empty,
 * the site root, or a route pattern (":" or "*") would shadow other routes, so the default wins.
 */
export function normaliseShopPath(value: string | null | undefined): string {
  const trimmed = (value ?? '').trim().replace(/^\/+|\/+$/g, '');
  if (trimmed === '' || /[:*?#\s]/.test(trimmed)) return DEFAULT_SHOP_PATH;
  return `/${trimmed}`;
}

/** Strips a trailing slash (except for the root) so "/faq/" and "/faq" are the same page. */
export function normalisePathname(pathname: string): string {
  const withSlash = pathname.startsWith('/') ? pathname : `/${pathname}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
}
