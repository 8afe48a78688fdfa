import styled, { css } from 'styled-components';
import { ScrollStrip } from '../../../ui/ScrollStrip';
import { MenuAnchor } from './MenuAnchor';

/** Building blocks shared by the menu drawers: sections, headings and full-width rows. */

export const Section = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  & + & {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

export const SectionHeader = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

export const SectionTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.inkMuted};
`;

export const PlainList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/* Rows and tiles carry their own inner padding; pulling the list out by it lines their text up
   with the section title. */
export const FlushList = styled(PlainList)`
  margin-inline: -${({ theme }) => theme.space.sm};
`;

/** A tappable full-width row: 48 px tall, for links and sub-menu buttons alike. */
export const rowStyles = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  min-height: 48px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm};
  margin: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.ink};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  &:active {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
`;

export const RowLabel = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

/** A small call-to-action link beside a section title, e.g. "Shop all". */
export const TextLink = styled(MenuAnchor)`
  flex: none;
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.brand};
  text-underline-offset: 0.2em;
  &:hover {
    color: ${({ theme }) => theme.color.brandStrong};
  }
`;

/** A swipeable row that runs to the drawer's edges while its first item lines up with the text. */
export const BleedStrip = styled(ScrollStrip)`
  margin-inline: -${({ theme }) => theme.space.lg};
  padding-inline: ${({ theme }) => theme.space.lg};
  scroll-padding-inline: ${({ theme }) => theme.space.lg};
`;

/** A picture frame's image fills it, cropped rather than stretched. */
export const coverImage = css`
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
