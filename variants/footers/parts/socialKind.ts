/** Platforms we ship a crisp inline icon for; any other title falls back to the CMS image. */
import { ownValue } from '../../../ui/ownValue';
export const SOCIAL_KINDS = ['facebook', 'instagram', 'x', 'youtube', 'tiktok'] as const;
export type SocialKind = (typeof SOCIAL_KINDS)[number];

/** Retailers type titles freely ("Twitter", "You Tube", "instagram "), so match loosely. */
const ALIASES: Record<string, SocialKind> = {
  facebook: 'facebook',
  fb: 'facebook',
  instagram: 'instagram',
  ig: 'instagram',
  x: 'x',
  twitter: 'x',
  xtwitter: 'x',
  twitterx: 'x',
  youtube: 'youtube',
  tiktok: 'tiktok',
};

/** The icon to draw for a CMS social link title, or null for the CMS image fallback. */
export function socialKindOf(title: string): SocialKind | null {
  const key = title.toLowerCase().replace(/[^a-z]/g, '');
  return ownValue(ALIASES, key) ?? null;
}
