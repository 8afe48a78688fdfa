import styled from 'styled-components';
import { FooterInner, RichText, footerSurface } from '../parts';

/** Static styles; CMS colours arrive only through --footer-* custom properties set on Root. */

export const Root = styled.footer`
  ${footerSurface}
`;

/* The CMS background moved toward the font colour: lighter on a dark footer, darker on a light
   one, so the band always reads as its own surface; a rule in the active colour closes it. */
export const Band = styled.div`
  background: color-mix(in srgb, var(--footer-fg) 11%, var(--footer-bg));
  border-bottom: 3px solid var(--footer-active);
`;

export const BandInner = styled(FooterInner)`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  padding-block: ${({ theme }) => theme.space.xxl};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: auto minmax(0, 1fr);
    align-items: center;
    column-gap: ${({ theme }) => theme.space.xxxl};
    padding-block: ${({ theme }) => theme.space.xxxl};

    & > nav {
      grid-column: 2;
    }
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: auto minmax(0, 1fr) auto;

    & > nav {
      grid-column: auto;
    }
  }
`;

export const Story = styled(RichText)`
  max-width: 62ch;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: 1.65;

  ${({ theme }) => theme.media.desktop} {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export const Columns = styled(FooterInner)`
  display: grid;
  padding-block: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.xl};
    padding-block: ${({ theme }) => theme.space.xxl};
  }

  ${({ theme }) => theme.media.desktop} {
    column-gap: ${({ theme }) => theme.space.xxxl};
  }
`;
