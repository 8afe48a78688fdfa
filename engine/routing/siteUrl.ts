/** The site's origin without a trailing slash: the base every structured-data URL starts with. */
export const siteBase = (origin: string) => origin.replace(/\/+$/, '');

/** `path` on `base`, unless it is already an absolute http(s) URL (a CDN picture, say). */
export const absoluteUrl = (base: string, path: string) =>
  /^https?:\/\//i.test(path) ? path : `${base}${path.startsWith('/') ? '' : '/'}${path}`;
