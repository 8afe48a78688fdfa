import type { HomePageSections, HomeSection } from '../../schemas';
import { DEFAULT_HOME_SECTIONS } from './homeDefaults.prebuilt';

/** The sections a home renders: the configured ones, or the default home when none are left. */
export function homeSectionsFor(configured: HomePageSections): readonly HomeSection[] {
  return configured !== undefined && configured.length > 0 ? configured : DEFAULT_HOME_SECTIONS;
}
