import { dealCardRegistry } from '../registry/dealCards';
import { footerRegistry } from '../registry/footers';
import { headerRegistry } from '../registry/headers';
import { preloadVariant } from '../registry/preloadable';
import { stickyFooterRegistry } from '../registry/stickyFooters';

/** The families a preview frame shows on the page itself, so an edit can switch them any time. */
const ON_PAGE_FAMILIES = [headerRegistry, footerRegistry, stickyFooterRegistry, dealCardRegistry];

/**
 * A preview frame swaps variants as the editor picks them (the change shows in every
 * frame within a second). Fetching each family's chunks as the frame joins the studio lets a pick
 * render at once instead of waiting for its chunk, with three frames asking at the same moment
 * (a few KB each). A failed download is only a missed head start: the variant loads when picked.
 */
export function preloadOnPageVariants(): void {
  for (const family of ON_PAGE_FAMILIES) {
    for (const variant of Object.values(family)) void preloadVariant(variant).catch(() => {});
  }
}
