import type { FooterLink } from '../types';
import { FooterColumn } from './FooterColumn';
import { LinkList } from './LinkList';
import type { LinkListLayout } from './primitives';

type LinksColumnProps = {
  title: string;
  links: FooterLink[];
  loading: boolean;
  layout?: LinkListLayout;
  className?: string;
  /** See FooterColumn: false keeps the list open on phones. */
  collapsible?: boolean;
};

/**
 * A titled list of links ("Quick Links", "Shop"). Renders nothing when there are no links, so a
 * CMS with no quick links (or a catalogue with no categories yet) never leaves a bare heading.
 */
export function LinksColumn({
  title,
  links,
  loading,
  layout,
  className,
  collapsible,
}: LinksColumnProps) {
  if (links.length === 0) return null;
  return (
    <FooterColumn title={title} loading={loading} className={className} collapsible={collapsible}>
      <LinkList links={links} layout={layout} />
    </FooterColumn>
  );
}
