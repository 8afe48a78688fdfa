import { expect, waitFor } from 'storybook/test';

/**
 * The section and the site's deal card arrive as lazy chunks: the picture and the checks wait
 * until neither placeholder is left.
 */
export async function waitForDeals({ canvasElement }: { canvasElement: HTMLElement }) {
  await waitFor(
    () =>
      expect(
        canvasElement.querySelector(
          '[data-deal-card-placeholder], [data-todays-deals-placeholder]',
        ),
      ).toBeNull(),
    { timeout: 8000 },
  );
}
