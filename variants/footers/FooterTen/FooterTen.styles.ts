import styled from 'styled-components';
import { FooterInner, footerRule, footerSurface } from '../parts';

/** Static styles; CMS colours arrive only through --footer-* custom properties set on Root. */

export const Root = styled.footer`
  ${footerSurface}
  border-top: 4px solid var(--footer-active);
`;

export const Columns = styled(FooterInner)`
  display: grid;
  padding-block: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};

  /* Chevron markers on the list links (decoration: empty alternative text), hanging so wrapped
     lines align with the text; "Shop All Specials" keeps its own arrow instead. */
  & > nav li > a:not(:has(svg)) {
    display: inline-grid;
    grid-template-columns: 1em auto;
  }
  & > nav li > a:not(:has(svg))::before {
    content: '›';
    content: '›' / '';
    color: var(--footer-active);
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    row-gap: ${({ theme }) => theme.space.xxl};
    padding-block: ${({ theme }) => theme.space.xxl};

    & > nav {
      padding-inline: ${({ theme }) => theme.space.xl};
      border-inline-start: 1px solid ${footerRule};
    }
    & > nav:first-child {
      padding-inline-start: 0;
      border-inline-start: 0;
    }
    & > nav h2 {
      font-size: ${({ theme }) => theme.font.size.sm};
      letter-spacing: 0.08em;
      text-transform: uppercase;
    }
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr)) minmax(0, 1.4fr);
  }
`;

export const Brand = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.tablet} {
    grid-column: 1 / -1;
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: center;
    column-gap: ${({ theme }) => theme.space.xl};
    padding-top: ${({ theme }) => theme.space.xl};
    border-top: 1px solid ${footerRule};
  }

  ${({ theme }) => theme.media.desktop} {
    grid-column: auto;
    grid-template-columns: minmax(0, 1fr);
    align-items: start;
    padding-top: 0;
    padding-inline-start: ${({ theme }) => theme.space.xl};
    border-top: 0;
    border-inline-start: 1px solid ${footerRule};
  }
`;
