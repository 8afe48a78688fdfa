import styled from 'styled-components';

/** Static styles; CMS colours arrive only through --footer-* custom properties set on Root. */

export const Root = styled.footer`
  background: var(--footer-bg, ${({ theme }) => theme.color.ink});
  color: var(--footer-fg, ${({ theme }) => theme.color.onBrand});
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.layout.gutter}
    ${({ theme }) => theme.space.xl};

  /* Tablet: the brand gets its own row, the three link lists share the next one. */
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.xl};
    padding-block: ${({ theme }) => theme.space.xxxl};
  }

  /* Desktop: the classic four columns, the brand column a little wider for the subtext. */
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1.5fr) repeat(3, minmax(0, 1fr));
    column-gap: ${({ theme }) => theme.space.xxxl};
  }
`;

export const Brand = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.tablet} {
    grid-column: 1 / -1;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;
    padding-bottom: 0;
  }

  ${({ theme }) => theme.media.desktop} {
    grid-column: auto;
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const BrandText = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 52ch;
`;

export const LegalBar = styled.div`
  border-top: 1px solid color-mix(in srgb, var(--footer-fg, #fff) 18%, transparent);
`;

export const LegalInner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.layout.gutter};
  font-size: ${({ theme }) => theme.font.size.xs};
  text-align: center;
  /* The notices' block follows the line's alignment (parts/LegalNotices). */
  --footer-notices-inline: auto;

  ${({ theme }) => theme.media.tablet} {
    text-align: start;
    --footer-notices-inline: 0 auto;
  }

  small {
    font-size: inherit;
  }
`;
