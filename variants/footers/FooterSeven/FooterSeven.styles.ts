import styled from 'styled-components';
import { brandRowColumns, FooterInner, RichText, footerRule, footerSurface } from '../parts';

/** Static styles; CMS colours arrive only through --footer-* custom properties set on Root. */

export const Root = styled.footer`
  ${footerSurface}
`;

export const Mega = styled(FooterInner)`
  display: grid;
  padding-block: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.xl};
    padding-block: ${({ theme }) => theme.space.xxxl};

    /* Tablet: the deals take the full second row beside nothing, so they get both columns. */
    & > nav:last-child {
      grid-column: 1 / -1;
    }
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 3fr) minmax(0, 2fr);
    column-gap: ${({ theme }) => theme.space.xxxl};

    & > nav:last-child {
      grid-column: auto;
    }
  }

  ${({ theme }) => theme.media.tablet} {
    & > nav h2 {
      margin-bottom: ${({ theme }) => theme.space.xl};
      font-size: ${({ theme }) => theme.font.size.xxl};
      font-weight: ${({ theme }) => theme.font.weight.bold};
      line-height: 1.2;
    }
    /* A short rule under each big heading, in the CMS active colour (decoration only). */
    & > nav h2::after {
      content: '';
      display: block;
      width: 40px;
      height: 3px;
      margin-top: ${({ theme }) => theme.space.md};
      border-radius: 2px;
      background: var(--footer-active);
    }
    & > nav ul {
      font-size: ${({ theme }) => theme.font.size.md};
    }
  }

  /* The deals are numbered; the numbers are decoration (empty alternative text). */
  & > nav:last-child ul {
    counter-reset: deal;
  }
  & > nav:last-child li:not(:last-child) {
    counter-increment: deal;
    display: grid;
    grid-template-columns: 2.25em minmax(0, 1fr);
    align-items: baseline;
  }
  & > nav:last-child li:not(:last-child)::before {
    content: counter(deal, decimal-leading-zero);
    content: counter(deal, decimal-leading-zero) / '';
    font-variant-numeric: tabular-nums;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    opacity: 0.75;
  }
`;

export const BrandRow = styled(FooterInner)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  /* Only the tablet and desktop rows have columns to space. */
  column-gap: ${({ theme }) => theme.space.xxl};
  padding-block: ${({ theme }) => theme.space.xl};
  border-top: 1px solid ${footerRule};

  ${brandRowColumns}
`;

export const Subtext = styled(RichText)`
  max-width: 80ch;
  font-size: ${({ theme }) => theme.font.size.xs};
`;
