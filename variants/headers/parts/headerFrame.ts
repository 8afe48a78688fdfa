import styled, { css } from 'styled-components';

/*
 * The frame every header variant sits in: its header element, and the switch at 1024 px between
 * the desktop rows and the variant's mobile content (spec 2.5). The switch is CSS, not a
 * media-query hook: no flash on first paint and nothing depends on window size in render.
 */

/** Above the page content, and pinned to the top when headerWidgetCmsData.isStickyHeader (2.2). */
export const stickyHeader = css`
  position: relative;
  z-index: ${({ theme }) => theme.z.sticky};
  &[data-sticky='true'] {
    position: sticky;
    top: 0;
  }
`;

/** The usual header element: white, set off from the page by a soft shadow. */
export const HeaderRoot = styled.header`
  ${stickyHeader}
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

/** For a variant's mobile content: below 1024 px it replaces the desktop rows. */
export const hiddenOnDesktop = css`
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

/** The desktop rows: shown from 1024 px, where the mobile content hides. */
export const Desktop = styled.div`
  display: none;
  ${({ theme }) => theme.media.desktop} {
    display: block;
  }
`;
