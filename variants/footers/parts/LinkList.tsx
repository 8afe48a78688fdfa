import type { FooterLink } from '../types';
import { FooterAnchor } from './FooterAnchor';
import { LinkListItems, type LinkListLayout } from './primitives';

type LinkListProps = {
  links: FooterLink[];
  /** See LinkListLayout; the classic one-per-line stack by default. */
  layout?: LinkListLayout;
};

/** A plain list of footer links (Quick Links, Shop). Keys include the index: CMS labels may repeat. */
export function LinkList({ links, layout = 'stack' }: LinkListProps) {
  return (
    <LinkListItems data-layout={layout}>
      {links.map((link, index) => (
        <li key={`${index}-${link.href}`}>
          <FooterAnchor href={link.href}>{link.label}</FooterAnchor>
        </li>
      ))}
    </LinkListItems>
  );
}
