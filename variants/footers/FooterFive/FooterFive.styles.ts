import styled from 'styled-components';
import { brandRowColumns, FooterInner, RichText, footerRule, footerSurface } from '../parts';

/** Static styles; CMS colours arrive only through --footer-* custom properties set on Root. */

export const Root = styled.footer`
  ${footerSurface}
`;

export const BrandRow = styled(FooterInner)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  /* Only the tablet and desktop rows have columns to space. */
  column-gap: ${({ theme }) => theme.space.xl};
  padding-block: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};

  ${brandRowColumns}
`;

export const Subtext = styled(RichText)`
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 1.55;
  max-width: 90ch;

  p {
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

/* From 768 px every group is a two-column row: a fixed label column, then its inline links. */
export const Index = styled(FooterInner)`
  display: grid;
  padding-bottom: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.tablet} {
    padding-bottom: ${({ theme }) => theme.space.xl};

    & > nav {
      display: grid;
      grid-template-columns: 160px minmax(0, 1fr);
      align-items: baseline;
      gap: ${({ theme }) => theme.space.lg};
      padding-block: ${({ theme }) => theme.space.md};
      border-top: 1px solid ${footerRule};
    }
    & > nav:last-child {
      border-bottom: 1px solid ${footerRule};
    }
    & > nav h2 {
      margin: 0;
      font-size: ${({ theme }) => theme.font.size.xs};
      letter-spacing: 0.12em;
      text-transform: uppercase;
    }
  }
`;

export const Legal = styled(FooterInner)`
  padding-block: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.xs};

  small {
    font-size: inherit;
  }
`;
