import { parseSiteConfig } from '../schemas';
import { loadSiteRaw } from '../fixtures/sites';

/** A fixture site parsed exactly as the app parses it, so stories see the same diagnostics. */
export function loadSiteConfig(name: string) {
  return parseSiteConfig(loadSiteRaw(name) ?? {});
}
