import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { Badge } from '../Badge';

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

const Root = styled.button`
  position: relative;
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

const Corner = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  pointer-events: none;
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
        <Corner>
          <Badge count={count} showZero={showZero} max={max} />
        </Corner>
      )}
    </Root>
  );
}
