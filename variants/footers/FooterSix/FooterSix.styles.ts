import styled from 'styled-components';
import { footerSurface, footerTint } from '../parts';

/** Static styles; CMS colours arrive only through --footer-* custom properties set on Root. */

export const Root = styled.footer`
  ${footerSurface}
  /* Where the page container's content starts, so the full-bleed halves still align with it
     (vw, not %: padding percentages would resolve against each half, not the page). */
  --footer-edge: max(
    ${({ theme }) => theme.layout.gutter},
    calc((100vw - ${({ theme }) => theme.layout.maxWidth}) / 2 + ${({ theme }) => theme.layout.gutter})
  );
`;

export const Split = styled.div`
  display: grid;

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 8fr);
  }
`;

export const BrandPanel = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.layout.gutter};
  background: ${footerTint};

  & > div {
    max-width: 62ch;
  }

  ${({ theme }) => theme.media.tablet} {
    padding-inline: var(--footer-edge);
  }

  ${({ theme }) => theme.media.desktop} {
    padding-block: ${({ theme }) => theme.space.xxxl};
    padding-inline: var(--footer-edge) ${({ theme }) => theme.space.xxxl};
  }
`;

export const Lists = styled.div`
  display: grid;
  align-content: start;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.layout.gutter}
    ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.xl};
    padding: ${({ theme }) => theme.space.xxl} var(--footer-edge);
  }

  ${({ theme }) => theme.media.desktop} {
    padding-block: ${({ theme }) => theme.space.xxxl};
    padding-inline: ${({ theme }) => theme.space.xxxl} var(--footer-edge);
  }
`;
