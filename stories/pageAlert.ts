import { expect, waitFor } from 'storybook/test';

/**
 * The page's own alert saying `text`. A toast is an alert too, and once any earlier story in the
 * same page has loaded the toast area, an API error shows both: the check reads the page's one.
 */
export async function expectPageAlert(
  canvas: { getAllByRole(role: 'alert'): HTMLElement[] },
  text: string,
): Promise<void> {
  await waitFor(() =>
    expect(
      canvas
        .getAllByRole('alert')
        .filter((alert) => alert.closest('.Toastify') === null)
        .filter((alert) => alert.textContent?.includes(text)),
    ).not.toHaveLength(0),
  );
}
