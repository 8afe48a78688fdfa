import styled from 'styled-components';
import { FooterInner, RichText, footerRule, footerSurface } from '../parts';

/** Static styles; CMS colours arrive only through --footer-* custom properties set on Root. */

export const Root = styled.footer`
  ${footerSurface}
`;

export const Lists = styled(FooterInner)`
  display: grid;
  padding-block: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.xl};
    padding-block: ${({ theme }) => theme.space.xxl};

    & > div {
      grid-column: 1 / -1;
    }
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr)) minmax(0, 1.4fr);

    & > div {
      grid-column: auto;
    }
  }

  ${({ theme }) => theme.media.tablet} {
    & > nav h2 {
      margin-bottom: ${({ theme }) => theme.space.md};
      font-size: ${({ theme }) => theme.font.size.xs};
      letter-spacing: 0.14em;
      text-transform: uppercase;
    }
    & > nav ul {
      gap: ${({ theme }) => theme.space.xs};
    }
  }
`;

export const FinePrint = styled(RichText)`
  padding-top: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 1.6;

  ${({ theme }) => theme.media.tablet} {
    padding-top: 0;
  }
`;

export const Bar = styled.div`
  border-top: 1px solid ${footerRule};
`;

/** The compliance notices, aligned with the bar's row below them; it keeps its own spacing. */
export const BarNotices = styled(FooterInner)`
  padding-top: ${({ theme }) => theme.space.md};

  & > div {
    margin-bottom: 0;
  }
`;

export const BarInner = styled(FooterInner)`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.xs};

  small {
    font-size: inherit;
  }

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: center;
    column-gap: ${({ theme }) => theme.space.xl};
  }
`;
