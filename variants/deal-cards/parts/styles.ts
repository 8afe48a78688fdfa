import { css } from 'styled-components';

/** Shared by every deal card so long names and descriptions clamp the same way everywhere. */
export const clampLines = (lines: number) => css`
  display: -webkit-box;
  overflow: hidden;
  overflow-wrap: anywhere;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${lines};
`;

/*
 * A card has one link, its button. The link's ::after stretches over the nearest positioned
 * ancestor (the card) so the whole card is clickable without a second link in the tab order.
 */
export const stretchedLink = css`
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
    border-radius: inherit;
  }
`;

/** The 2:1 box of the deal banners and the default picture, so their artwork is never cropped. */
export const bannerImage = css`
  aspect-ratio: 2 / 1;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceSunken};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
