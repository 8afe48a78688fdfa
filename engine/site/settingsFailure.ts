import type { Diagnostic, SiteConfig } from '../../schemas';
import { DEFAULT_SITE_CONFIG } from './siteDefaults.prebuilt';

/**
 * A CMS settings call that failed or timed out: the storefront renders on the spec defaults
 * (never a skeleton forever), and the diagnostic log says why.
 */
export function settingsFailure(error: Error): { config: SiteConfig; diagnostic: Diagnostic } {
  return {
    config: DEFAULT_SITE_CONFIG,
    diagnostic: {
      source: 'site configuration',
      path: '(request)',
      problem: `could not load the CMS settings: ${error.message}`,
      used: 'defaults',
    },
  };
}
