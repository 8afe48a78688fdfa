import styled from 'styled-components';
import { hiddenOnDesktop } from '../parts/headerFrame';
import { EditorialSearch } from './EditorialSearch';
import { HeaderEightMobile } from './HeaderEightMobile';

/* Sticky keeps the masthead and nav in view while the announcement line scrolls away: a tall
   header may stick, but it should not spend its first 36 px (48 on mobile) on a line the shopper has read. */
export const Root = styled.header`
  position: relative;
  z-index: ${({ theme }) => theme.z.sticky};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  --store-line-height: 48px;
  ${({ theme }) => theme.media.desktop} {
    --store-line-height: 36px;
  }
  &[data-store-area='false'] {
    --store-line-height: 0px;
  }
  &[data-sticky='true'] {
    position: sticky;
    top: calc(-1 * var(--store-line-height));
  }
`;

export const Mobile = styled(HeaderEightMobile)`
  ${hiddenOnDesktop}
`;

/* 1fr | logo | 1fr: the logo holds the true centre, the flanks take what is left. */
export const LogoRow = styled.div`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
  --logo-height: 60px;
  --logo-max-width: 260px;
  ${({ theme }) => theme.media.wide} {
    --logo-height: 68px;
    --logo-max-width: 300px;
  }
`;

export const Start = styled.div`
  justify-self: start;
`;

export const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.ink};
  font-size: 0.75rem;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.16em;
  text-transform: uppercase;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

/* Account and icons over the search: stacked, the right flank fits a signed-in name, three
   badges and a usable field even at 1024 px. */
export const Utilities = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  justify-self: stretch;
  min-width: 0;
`;

export const UtilityTop = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

/* The box ends at the window's right edge: its suggestions grow leftwards, over the masthead. */
export const DesktopSearch = styled(EditorialSearch)`
  max-width: 340px;
  --suggestions-left: auto;
  --suggestions-right: 0;
`;
