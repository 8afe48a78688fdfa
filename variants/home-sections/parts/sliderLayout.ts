/**
 * Spec 9's generic slider: 4 per view from 1280 px, 3 from 769 px, 10 px apart; phones show 2
 * (at 2.2, to let the next card peek, "Add to cart" wraps onto two lines at 375 px).
 * The skeletons draw the same columns with CSS, so cards land where their skeletons stood.
 */
import { css } from 'styled-components';

export const SLIDER_SPACING = 10;

export const PRODUCT_SLIDER = { perView: 2, perViewTablet: 3, perViewDesktop: 4 } as const;

/** Brand logos are small: more per view (spec 9's Top Brands strip shows 3.2 on phones). */
export const BRAND_SLIDER = { perView: 3.2, perViewTablet: 5, perViewDesktop: 6 } as const;

type SliderLayout = { perView: number; perViewTablet: number; perViewDesktop: number };

/** A row of skeleton columns per breakpoint, matching a slider's slide widths. */
export const sliderColumns = ({
  perView: mobile,
  perViewTablet: tablet,
  perViewDesktop: desktop,
}: SliderLayout) => css`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: calc((100% - ${(mobile - 1) * SLIDER_SPACING}px) / ${mobile});
  gap: ${SLIDER_SPACING}px;
  overflow: hidden;

  @media (min-width: 769px) {
    grid-auto-columns: calc((100% - ${(tablet - 1) * SLIDER_SPACING}px) / ${tablet});
  }
  @media (min-width: 1280px) {
    grid-auto-columns: calc((100% - ${(desktop - 1) * SLIDER_SPACING}px) / ${desktop});
  }
`;
