/**
 * The spec's default site configuration: a failed settings load renders on it. Prebuilt (see
 * scripts/prebuiltModules.ts): the browser gets it as data, without zod, and only when a load
 * fails (useSettingsFailure), since a working load never reads it.
 */
export { DEFAULT_SITE_CONFIG } from '../../schemas/site';
