import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { ScrollStrip } from '../../../ui/ScrollStrip';
import type { HeaderSubLink } from '../types';

/**
 * One link of the mobile shop-links strip: a single centred line, cut with an ellipsis so four
 * fit a phone's width. Variants extend it (`styled(ShopLink)`) with their own border, fill and hover.
 */
export const ShopLink = styled(Link)`
  display: block;
  overflow: hidden;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: center;
  text-decoration: none;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

type ShopLinkItemProps = { to: string; title: string; children: ReactNode };

export type ShopLinksProps = {
  /** The CMS mobile navigation links (spec 2.5). */
  links: readonly HeaderSubLink[];
  /** The variant's look for one link, usually `styled(ShopLink)`. */
  Item: ComponentType<ShopLinkItemProps>;
  /** Space between links in pixels. */
  gap?: number;
  className?: string;
};

/**
 * The 4-per-view strip of CMS links in every mobile header (spec 2.5); renders nothing when the
 * CMS lists no links. Each variant styles the wrapper (`styled(ShopLinks)`) and passes its link look.
 */
export function ShopLinks({ links, Item, gap = 10, className }: ShopLinksProps) {
  if (links.length === 0) return null;
  return (
    <div className={className}>
      <ScrollStrip label="Shop links" perView={4} gap={gap}>
        {links.map((link) => (
          <Item key={`${link.href}|${link.label}`} to={link.href} title={link.label}>
            {link.label}
          </Item>
        ))}
      </ScrollStrip>
    </div>
  );
}
