import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  annArbor,
  ferndale,
  storePickerArgs,
  troy,
} from '../../variants/retailer-selectors/fixtures';
import StorePicker from '../../variants/store-picker/StorePicker';
import { withLocalSearch } from '../retailer-selectors/withLocalSearch';

/** The store finder page's column: the picker fills what the page gives it. */
const pageFrame: Decorator = (Story) => (
  <div style={{ maxWidth: 1200, margin: '0 auto', padding: 24 }}>
    <Story />
  </div>
);

/** Menu drawer Four's Location tab: a phone-wide column. */
const drawerTabFrame: Decorator = (Story) => (
  <div style={{ maxWidth: 380, padding: 16 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Store Picker/StorePicker',
  component: StorePicker,
  decorators: [pageFrame],
  args: {
    ...storePickerArgs.michigan,
    onStateChange: fn(),
    onSearch: fn(),
    onChooseStore: fn(),
  },
} satisfies Meta<typeof StorePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const tablet = { viewport: { value: 'tablet', isRotated: false } };

export const Michigan: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Select a State' });
    await expect(select).toHaveValue('MI');
    await expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Arizona', 'Colorado', 'Michigan']);
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getByText('2.37 Miles')).toBeVisible();
    const ferndaleCard = canvas.getByRole('heading', { name: ferndale.name }).closest('article');
    if (ferndaleCard === null) throw new Error('no Ferndale card');
    await userEvent.click(within(ferndaleCard).getByRole('button', { name: 'Shop Recreational' }));
    await expect(args.onChooseStore).toHaveBeenCalledWith(ferndale.id, 'RECREATIONAL');
  },
};

export const ChoosingAState: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Select a State' }), 'AZ');
    await expect(args.onStateChange).toHaveBeenCalledWith('AZ');
  },
};

export const NoStateChosen: Story = {
  args: storePickerArgs.noStateChosen,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Select a State' })).toHaveValue('');
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
  },
};

export const Arizona: Story = { args: storePickerArgs.arizona };

/** The engine owns the (debounced) term; here a local state stands in for it. */
export const Searching: Story = {
  args: storePickerArgs.searching,
  render: withLocalSearch(StorePicker),
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search by Store Name' });
    await expect(box).toHaveValue('troy');
    await userEvent.type(box, ' w');
    await expect(args.onSearch).toHaveBeenLastCalledWith('troy w');
    await expect(canvas.getByRole('heading', { name: troy.name })).toBeVisible();
  },
};

export const NoMatch: Story = {
  args: storePickerArgs.noMatch,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'We are sorry, no retailer matches your search.',
    );
  },
};

export const NoStores: Story = {
  args: storePickerArgs.noStores,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'We are sorry, currently no retailer is found.',
    );
  },
};

export const Loading: Story = {
  args: storePickerArgs.loading,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading stores');
  },
};

/** Spec 4.3: the pressed button reads "Loading..." and every button waits. */
export const SwitchLoading: Story = {
  args: storePickerArgs.switchLoading,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

/** In menu drawer Four's Location tab the store names are paragraphs (spec 2.11). */
export const InDrawerTab: Story = {
  decorators: [drawerTabFrame],
  args: { nameAs: 'paragraph' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByText(annArbor.name)).toBeVisible();
  },
};

export const Mobile: Story = { globals: mobile };

export const MobileLoading: Story = { args: storePickerArgs.loading, globals: mobile };

export const MobileNoMatch: Story = { args: storePickerArgs.noMatch, globals: mobile };

export const Tablet: Story = { args: storePickerArgs.arizona, globals: tablet };
