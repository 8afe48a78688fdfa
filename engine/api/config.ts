/**
 * Where the API lives. Read once here so nothing else touches import.meta.env.
 * The browser talks only to the storefront's own /api: the production server answers it from the
 * embedded mock or forwards it to the retailer's API (server/apiGateway.ts), and in the client-only
 * builds (vite dev, vite preview, Storybook) MSW answers it. Which backend is a runtime setting of
 * the server; the build only knows whether the mock ships with it (STOREFRONT_MODE, vite.config.ts).
 */
export const API_BASE_URL = '/api';

/** True unless built with STOREFRONT_MODE=api: only then do the mock and the preview toolbar start. */
export const IS_MOCKED: boolean = import.meta.env.STOREFRONT_MODE !== 'api';
