import type { FooterLink } from '../types';
import { FooterAnchor } from './FooterAnchor';
import { LinkListItems } from './primitives';

/** A plain list of footer links (Quick Links, Shop). Keys include the index: CMS labels may repeat. */
export function LinkList({ links }: { links: FooterLink[] }) {
  return (
    <LinkListItems>
      {links.map((link, index) => (
        <li key={`${index}-${link.href}`}>
          <FooterAnchor href={link.href}>{link.label}</FooterAnchor>
        </li>
      ))}
    </LinkListItems>
  );
}
