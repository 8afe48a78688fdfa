import styled from 'styled-components';

export const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
`;

export const Intro = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

/** The CMS image is an illustration: contained in a soft tile, never cropped. Decorative. */
export const Thumb = styled.img`
  flex: none;
  width: 64px;
  height: 64px;
  padding: ${({ theme }) => theme.space.xs};
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.brandSoft};
`;

export const Prompt = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.md};
`;

/**
 * Tabs and search stay at the top of the drawer's scrolling body while the cards pass under
 * them; the negative margins let the surface cover the body's padding so cards never peek out.
 */
export const PinnedControls = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 calc(-1 * ${({ theme }) => theme.space.lg});
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;

export const Panel = styled.div`
  display: grid;
`;
