/**
 * The default home: the sections a home renders when the CMS configures none. Prebuilt (see
 * scripts/prebuiltModules.ts): the browser gets them as data, without zod.
 */
export { DEFAULT_HOME_SECTIONS } from '../../schemas/cms/homeSections';
