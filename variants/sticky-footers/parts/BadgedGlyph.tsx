import styled from 'styled-components';
import type { StickyFooterItem } from '../types';
import { CountBubble } from './CountBubble';
import { ItemGlyph } from './ItemGlyph';

const Box = styled.span`
  position: relative;
  display: block;
  flex: none;
  width: 24px;
  height: 24px;
`;

/** Over the icon's top-right corner. */
const Corner = styled.span`
  position: absolute;
  top: -9px;
  left: calc(100% - 11px);
  pointer-events: none;
`;

/**
 * The item's 24 px glyph (spinner, CMS image or built-in icon) with the cart badge over its
 * corner. The badge is decorative: FooterItem gives the count as the link's description.
 */
export function BadgedGlyph({
  item,
  badge,
  className,
}: {
  item: StickyFooterItem;
  badge: string | null;
  className?: string;
}) {
  return (
    <Box className={className} data-glyph="">
      <ItemGlyph item={item} />
      {badge !== null && (
        <Corner>
          <CountBubble aria-hidden="true" data-testid="cart-badge">
            {badge}
          </CountBubble>
        </Corner>
      )}
    </Box>
  );
}
