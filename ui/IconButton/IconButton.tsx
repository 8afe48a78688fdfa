import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Badge, badgeText } from '../Badge';

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  /** Required: an icon-only control needs an accessible name, e.g. "Cart, 3 items". */
  'aria-label': string;
  icon: ReactNode;
  /** Optional count shown as a badge on the icon's corner. */
  count?: number;
  /** Show the badge at 0 too. */
  showZero?: boolean;
  /** Cap of the badge text ("99+"). */
  max?: number;
};

/** The round, 44px (touch-sized) icon-only button, tinted on hover; it takes its colour from its bar. */
export const iconButtonLook = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

const Root = styled.button`
  position: relative;
  ${iconButtonLook}
`;

/* A wide badge ("99+") would cover most of the icon's top: it rises above the icon instead,
   staying inside the button's width so it never spills out of a header's edge. */
const Corner = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  pointer-events: none;
  &[data-wide='true'] {
    top: -5px;
  }
`;

export function IconButton({
  icon,
  count,
  showZero = false,
  max,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <Root type={type} {...rest}>
      {icon}
      {count !== undefined && (
        <Corner data-wide={badgeText(count, max ?? 99).length > 2}>
          <Badge count={count} showZero={showZero} max={max} />
        </Corner>
      )}
    </Root>
  );
}
