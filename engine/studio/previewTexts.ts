import type { SiteSettings } from '../../schemas';
import { formatPath } from '../../schemas/lenientPath';
import { isLinkLeaf, siteLeaves } from './fieldLeaves';
import type { Section } from './formFields';
import type { PreviewText } from './frameProtocol';

/**
 * The texts shoppers read that the editor controls (every text field but link addresses), for
 * the frames to find on the page and measure. Pure.
 */
export function previewTexts(settings: SiteSettings, sections: readonly Section[]): PreviewText[] {
  return siteLeaves(settings, sections).flatMap((leaf) =>
    leaf.control.kind === 'text' &&
    !isLinkLeaf(leaf) &&
    typeof leaf.value === 'string' &&
    leaf.value.trim() !== ''
      ? [{ path: formatPath(leaf.path), text: leaf.value.trim() }]
      : [],
  );
}
