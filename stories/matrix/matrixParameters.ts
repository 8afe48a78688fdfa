import { expect, waitFor } from 'storybook/test';

/** A matrix repeats one family on purpose, so its landmarks repeat too: axe's uniqueness rules
 * would flag the matrix itself, not a variant (each variant's own stories keep every rule). */
export const MATRIX_PARAMETERS = {
  layout: 'fullscreen',
  a11y: {
    config: {
      rules: [
        { id: 'landmark-unique', enabled: false },
        { id: 'landmark-no-duplicate-banner', enabled: false },
        { id: 'landmark-no-duplicate-contentinfo', enabled: false },
        { id: 'landmark-contentinfo-is-top-level', enabled: false },
        { id: 'landmark-banner-is-top-level', enabled: false },
      ],
    },
  },
} as const;

/** Variants load lazily from the registry: the picture is taken once every cell has rendered. */
export async function waitForVariants({ canvasElement }: { canvasElement: HTMLElement }) {
  await waitFor(() => expect(canvasElement.querySelector('[data-matrix-loading]')).toBeNull(), {
    timeout: 10_000,
  });
}
