import styled from 'styled-components';
import { FooterInner, footerRule, footerSurface, footerTint } from '../parts';

/** Static styles; CMS colours arrive only through --footer-* custom properties set on Root. */

export const Root = styled.footer`
  ${footerSurface}
`;

export const DealsBand = styled.div`
  background: ${footerTint};
  border-bottom: 1px solid ${footerRule};
`;

/* The deals heading reads as the band's title: larger, and beside the chips from 1024 px. */
export const DealsInner = styled(FooterInner)`
  padding-block: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.tablet} {
    padding-block: ${({ theme }) => theme.space.xxl};
  }

  & > nav h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }

  ${({ theme }) => theme.media.desktop} {
    & > nav {
      display: grid;
      grid-template-columns: minmax(180px, 1fr) 3fr;
      align-items: center;
      gap: ${({ theme }) => theme.space.xxl};
    }
    & > nav h2 {
      margin: 0;
      font-size: ${({ theme }) => theme.font.size.xxl};
      line-height: 1.2;
    }
  }
`;

export const Main = styled(FooterInner)`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  padding-block: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xxl};
    padding-block: ${({ theme }) => theme.space.xxl};
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    column-gap: ${({ theme }) => theme.space.xxxl};
  }
`;

export const Brand = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 52ch;
`;

export const Lists = styled.div`
  display: grid;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.xl};
  }
`;
