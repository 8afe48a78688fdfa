import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import styled from 'styled-components';

/** A section sits in the page column (max width and gutters), as on the home page. */
const Column = styled.main`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.layout.gutter};
`;

export const column: Decorator = (Story) => (
  <Column>
    <Story />
  </Column>
);

/** Pictures in view decoded and carousels laid out before the screenshot. */
export async function settled({ canvasElement }: { canvasElement: HTMLElement }) {
  await waitFor(
    () => {
      // Lazy pictures off screen never load; the ones in the picture must have.
      const images = [...canvasElement.querySelectorAll('img')].filter((image) => {
        const box = image.getBoundingClientRect();
        return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      });
      expect(images.every((image) => image.complete)).toBe(true);
      expect(canvasElement.querySelector('.swiper:not(.swiper-initialized)')).toBeNull();
    },
    { timeout: 8000 },
  );
}

/** Every home section (chunk and data) has arrived: no skeleton is left, pictures are in. */
export async function homeReady({ canvasElement }: { canvasElement: HTMLElement }) {
  await waitFor(
    () =>
      expect(
        canvasElement.querySelector(
          '[data-home-skeleton], [aria-busy="true"], [data-todays-deals-placeholder], [data-deal-card-placeholder]',
        ),
      ).toBeNull(),
    { timeout: 10_000 },
  );
  await settled({ canvasElement });
}
