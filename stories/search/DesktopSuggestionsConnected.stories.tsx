import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router';
import { expect, waitFor, within } from 'storybook/test';
import { HeaderSlot } from '../../engine/shell/HeaderSlot';
import { imagesLoaded } from '../catalogue/storyHelpers';

// The desktop search box in the shell's header slot, over the mock backend: the search machine,
// the suggestion query and the dropdown together (spec 2.3 search box, 2.8 contents).

/** Where the app is, so a story can see a navigation happen. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <p hidden data-testid="location">
      {pathname + search}
    </p>
  );
}

function DesktopHeader() {
  return (
    <>
      <HeaderSlot mobileKind="cms" />
      <LocationProbe />
    </>
  );
}

/** The header's search box. The header variant is a lazy chunk, which a busy machine can take
 * longer than Testing Library's default second to bring. */
const searchBox = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('combobox', { name: 'Search products' }, { timeout: 10_000 });

const meta = {
  title: 'Search/DesktopSuggestions (connected)',
  component: DesktopHeader,
  parameters: { route: '/', site: 'default' },
} satisfies Meta<typeof DesktopHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mock backend's answer for "blue", capped for the dropdown, the first option active. */
export const Answered: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const box = await searchBox(canvas);
    await userEvent.type(box, 'blue');
    await canvas.findByRole('listbox', { name: 'Search suggestions' }, { timeout: 5000 });
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^\d+ results: /));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('option', { selected: true })).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/** The whole keyboard flow of the APG combobox, with the real machine deciding. */
export const KeyboardFlow: Story = {
  parameters: { visual: false }, // ends on the closed header; Answered is the picture
  play: async ({ canvas, userEvent }) => {
    const box = await searchBox(canvas);
    await userEvent.type(box, 'blue');
    const listbox = await canvas.findByRole(
      'listbox',
      { name: 'Search suggestions' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    await expect(box).toHaveAttribute('aria-controls', listbox.id);
    const options = within(listbox).getAllByRole('option');
    // The live region counts what arrived.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^\d+ results: /));

    // ArrowDown walks from the input to the first option; focus never leaves the input.
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await expect(box).toHaveFocus();
    // ArrowUp twice: back to the first, then round to the last ("See All … Products").
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(box).toHaveAttribute('aria-activedescendant', options.at(-1)?.id);
    await expect(options.at(-1)).toHaveTextContent(/^See All \d+ Products$/);

    // Escape closes the list and keeps the typed term (not the search field's native clear).
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).not.toHaveAttribute('aria-activedescendant');
    await expect(listbox).not.toBeVisible();
    await expect(box).toHaveValue('blue');
    await expect(box).toHaveFocus();

    // ArrowDown opens it again; the next one reaches the first suggestion; Enter follows it.
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    const first = within(listbox).getAllByRole('option')[0];
    await expect(box).toHaveAttribute('aria-activedescendant', first?.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByTestId('location')).toHaveTextContent(/^\/shop\?search=Blue%20Dream/),
    );
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Enter with no option active searches the typed term, as before the dropdown. */
export const EnterSearchesTheTerm: Story = {
  parameters: { visual: false }, // the closed header of every header story
  play: async ({ canvas, userEvent }) => {
    const box = await searchBox(canvas);
    await userEvent.type(box, 'gummies');
    await canvas.findByRole('listbox', { name: 'Search suggestions' }, { timeout: 5000 });
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByTestId('location')).toHaveTextContent('/shop?search=gummies'),
    );
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A pointer can choose too: the product row goes to its page. */
export const ClickOpensProduct: Story = {
  parameters: { visual: false }, // a navigation, nothing new to see
  play: async ({ canvas, userEvent }) => {
    const box = await searchBox(canvas);
    await userEvent.type(box, 'blue');
    const products = await canvas.findByRole('group', { name: 'Products' }, { timeout: 5000 });
    await userEvent.click(within(products).getAllByRole('option')[0] as HTMLElement);
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/product\//));
  },
};

/** Leaving the field closes the list. */
export const BlurCloses: Story = {
  parameters: { visual: false }, // the closed header of every header story
  play: async ({ canvas, userEvent }) => {
    const box = await searchBox(canvas);
    await userEvent.type(box, 'blue');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'), { timeout: 5000 });
    await userEvent.tab();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByTestId('search-suggestions')).not.toBeVisible();
  },
};
