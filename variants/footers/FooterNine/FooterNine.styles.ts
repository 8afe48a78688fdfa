import styled from 'styled-components';
import { FooterInner, footerRule, footerSurface, footerTint } from '../parts';

/** Static styles; CMS colours arrive only through --footer-* custom properties set on Root. */

export const Root = styled.footer`
  ${footerSurface}
`;

export const Cards = styled(FooterInner)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};

  /* Every direct child is a card: the brand block and each link group. */
  & > * {
    min-width: 0;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
    border: 1px solid ${footerRule};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${footerTint};
  }
  /* The deals card is the one outlined in the CMS active colour. */
  & > nav:last-child {
    border-color: var(--footer-active);
  }

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.lg};
    padding-block: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};

    & > * {
      padding: ${({ theme }) => theme.space.xl};
    }
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1.5fr) repeat(3, minmax(0, 1fr));
  }
`;

export const BrandCard = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.lg};

  && {
    padding-block: ${({ theme }) => theme.space.xl};
  }

  ${({ theme }) => theme.media.tablet} {
    grid-column: 1 / -1;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;

    & > a {
      grid-column: 1 / -1;
    }
  }

  ${({ theme }) => theme.media.desktop} {
    grid-column: auto;
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Legal = styled(FooterInner)`
  padding-block: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.font.size.xs};

  small {
    font-size: inherit;
  }
`;
