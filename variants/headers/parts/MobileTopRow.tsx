import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { HeaderProps } from '../types';
import { HeaderIcons } from './HeaderIcons';
import { HeaderLogo } from './HeaderLogo';

export type MobileTopRowProps = Pick<
  HeaderProps,
  'logo' | 'counts' | 'onWishlist' | 'onNotifications'
> & {
  /** Placed between the logo and the icons, e.g. a search button. */
  children?: ReactNode;
  className?: string;
};

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm} 0
    ${({ theme }) => theme.space.lg};
`;

/**
 * The top row of the CMS mobile header (spec 2.5): logo, then the wishlist and notification
 * badges. The notifications icon is always shown on mobile and the cart lives in the sticky
 * footer. Variants restyle the row with `styled(MobileTopRow)`.
 */
export function MobileTopRow({ logo, counts, children, className, ...props }: MobileTopRowProps) {
  return (
    <Row className={className}>
      <HeaderLogo logo={logo} />
      {children}
      <HeaderIcons
        counts={counts}
        showNotifications
        showCart={false}
        onWishlist={props.onWishlist}
        onNotifications={props.onNotifications}
      />
    </Row>
  );
}
