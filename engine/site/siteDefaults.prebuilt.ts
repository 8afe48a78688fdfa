/**
 * The spec's default site configuration (a failed settings load renders on it) and the default
 * home. Prebuilt (see scripts/prebuiltModules.ts): the browser gets them as data, without zod.
 */
export { DEFAULT_SITE_CONFIG } from '../../schemas/site';
export { DEFAULT_HOME_SECTIONS } from '../../schemas/cms/homeSections';
