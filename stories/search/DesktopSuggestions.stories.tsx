import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import HeaderOne from '../../variants/headers/HeaderOne';
import { headerData } from '../../variants/headers/fixtures';
import { desktopSuggestionsFixture } from '../../variants/search/fixtures';
import type { SearchSuggestionsProps } from '../../variants/search/types';
import { imagesLoaded } from '../catalogue/storyHelpers';
import { headerArgs } from '../headers/sharedHeaderStories';

// The desktop search box's suggestion dropdown (spec 2.3 search box, 2.8 contents), one story per
// state, in the default header at 1280 px and at the narrowest desktop, 1024 px. The engine's
// machine drives it in the app (DesktopSuggestionsConnected.stories.tsx walks the keyboard flow).

const LAPTOP = { viewport: { value: 'laptop', isRotated: false } };

const meta = {
  title: 'Search/DesktopSuggestions',
  component: HeaderOne,
  args: headerArgs(),
} satisfies Meta<typeof HeaderOne>;

export default meta;
type Story = StoryObj<typeof meta>;

type State = keyof typeof desktopSuggestionsFixture;
const searchArgs = (args: { desktopSearch: SearchSuggestionsProps }, state: State) => ({
  ...headerData.signedIn,
  desktopSearch: { ...args.desktopSearch, ...desktopSuggestionsFixture[state] },
});

type Context = Parameters<NonNullable<Story['play']>>[0];

/** The dropdown's inside downloads with the first focus on the box: it shows once arrived. */
const dropdownShown = (canvas: Context['canvas']) =>
  waitFor(() => expect(canvas.getByTestId('search-suggestions')).toBeVisible());

/** Types the term the fixture answers, as the shopper would; the dropdown is the args' state. */
async function typeTerm({ canvas, canvasElement, userEvent }: Context, term: string) {
  await userEvent.type(canvas.getByRole('combobox', { name: 'Search products' }), term);
  await dropdownShown(canvas);
  await imagesLoaded(canvasElement);
}

export const Results: Story = {
  args: searchArgs(meta.args, 'results'),
  play: async (context) => {
    await typeTerm(context, 'blue');
    const { canvas } = context;
    const box = canvas.getByRole('combobox', { name: 'Search products' });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).not.toHaveAttribute('aria-activedescendant');
    const listbox = within(canvas.getByRole('listbox', { name: 'Search suggestions' }));
    await expect(listbox.getAllByRole('group').map((group) => group.textContent)).toEqual([
      expect.stringMatching(/^Suggestions/),
      expect.stringMatching(/^Brands/),
      expect.stringMatching(/^Products/),
    ]);
    await expect(listbox.getByRole('group', { name: 'Products' })).toBeVisible();
    await expect(listbox.getAllByRole('option')).toHaveLength(9);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '9 results: 3 suggestions, 2 brands, 3 products',
    );
  },
};

export const ResultsLaptop: Story = { ...Results, globals: LAPTOP };

/** ArrowDown reached the first product: it is the input's active descendant and looks chosen. */
export const ActiveOption: Story = {
  args: searchArgs(meta.args, 'activeOption'),
  play: async (context) => {
    await typeTerm(context, 'blue');
    const { canvas } = context;
    const active = canvas.getByRole('option', { selected: true });
    await expect(active).toHaveTextContent('Blue DreamVariants: 4');
    await expect(canvas.getByRole('combobox', { name: 'Search products' })).toHaveAttribute(
      'aria-activedescendant',
      active.id,
    );
  },
};

export const ActiveOptionLaptop: Story = { ...ActiveOption, globals: LAPTOP };

/** Five skeleton rows (spec §9) until the term's first answer; no listbox to walk yet. */
export const Loading: Story = {
  args: searchArgs(meta.args, 'loading'),
  play: async (context) => {
    await typeTerm(context, 'blue');
    const { canvas } = context;
    await expect(canvas.getByTestId('search-skeleton')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Search products' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Nothing found (after the 700 ms of spec §5): a message, announced by the live region. */
export const Empty: Story = {
  args: searchArgs(meta.args, 'noResults'),
  play: async (context) => {
    await typeTerm(context, 'zzzz');
    const { canvas } = context;
    await expect(
      canvas.getByText('Check the spelling, or try a brand or a category.'),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('No results for “zzzz”');
  },
};

export const EmptyLaptop: Story = { ...Empty, globals: LAPTOP };

export const Failed: Story = {
  args: searchArgs(meta.args, 'error'),
  play: (context) => typeTerm(context, 'blue'),
};

/** The view reports keys and clicks; the engine's machine decides (see the connected stories). */
export const ReportsKeysAndClicks: Story = {
  args: searchArgs(meta.args, 'activeOption'),
  parameters: { visual: false }, // the same picture as ActiveOption
  play: async ({ canvas, userEvent, args }) => {
    const events = args.desktopSearch;
    const box = canvas.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(box, 'b');
    await dropdownShown(canvas);
    await expect(events.onTermChange).toHaveBeenLastCalledWith('b');
    await expect(events.onShow).toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}');
    await expect(events.onMove).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{ArrowUp}');
    await expect(events.onMove).toHaveBeenLastCalledWith(-1);
    // Enter on the active option opens it rather than searching the typed term.
    await userEvent.keyboard('{Enter}');
    await expect(events.onOpenOption).toHaveBeenLastCalledWith('product-0');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('option', { name: /^Green Harbor$/ }));
    await expect(events.onOpenOption).toHaveBeenLastCalledWith('brand-0');
    // The pointer never took focus from the field, so the list did not close under it.
    await expect(box).toHaveFocus();
    await expect(events.onDismiss).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(events.onDismiss).toHaveBeenCalledTimes(1);
    await expect(box).toHaveValue('b');
  },
};
