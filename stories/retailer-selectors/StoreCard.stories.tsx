import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { StoreCard, StoreCardSkeleton } from '../../variants/retailer-selectors/parts';
import type { StoreMenuType } from '../../variants/retailer-selectors/types';
import {
  annArbor,
  detroit,
  ferndale,
  thisLocation,
  troy,
} from '../../variants/retailer-selectors/fixtures';

const meta = {
  title: 'Retailer Selectors/StoreCard',
  component: StoreCard,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  args: { store: ferndale, onChoose: fn() },
} satisfies Meta<typeof StoreCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: ferndale.name })).toBeVisible();
    await expect(canvas.getByText('6.80 Miles')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Store Details' })).toHaveAttribute(
      'href',
      '/greenleaf-ferndale',
    );
  },
};

/** Closed for a special day, with the close popup on: the notice and the 4.10 text. */
export const ClosedNotice: Story = {
  args: { store: detroit },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Store Closed')).toBeVisible();
    await expect(canvas.getByText('Closed | Special Hours: Thanksgiving Day')).toBeVisible();
  },
};

export const NoPhone: Story = {
  args: { store: { ...detroit, closedNotice: false, hoursText: 'Open Monday to Friday' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Call :/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Store Details' })).toHaveAttribute(
      'href',
      '/r-detroit-midtown',
    );
  },
};

export const MedicalAndRecreational: Story = {
  args: { store: { ...troy, buttons: detroit.buttons } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Shop Recreational' }));
    await expect(args.onChoose).toHaveBeenCalledWith(troy.id, 'RECREATIONAL');
    await userEvent.click(canvas.getByRole('button', { name: 'Shop Medical' }));
    await expect(args.onChoose).toHaveBeenLastCalledWith(troy.id, 'MEDICAL');
  },
};

export const CurrentStore: Story = { args: { store: troy } };

/** isMedicalTypeOn off: one "Shop This Location" button; no distance when the location is unknown. */
export const ThisLocation: Story = {
  args: { store: thisLocation },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Shop This Location' })).toBeEnabled();
    await expect(canvas.queryByText(/Miles$/)).toBeNull();
  },
};

export const ShoppingThisLocation: Story = {
  args: {
    store: {
      ...thisLocation,
      buttons: [{ menuType: 'RECREATIONAL', label: 'Shopping This Location', loading: false }],
    },
  },
};

export const LongName: Story = { args: { store: annArbor } };

/** Spec 2.11: the name can be a paragraph where headings would clutter the outline. */
export const NameAsParagraph: Story = {
  args: { nameAs: 'paragraph' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByText(ferndale.name)).toBeVisible();
  },
};

/** Troy while its `menuType` menu opens: the card is disabled and that button spins. */
const troyLoading = (menuType: StoreMenuType) => ({
  ...troy,
  disabled: true,
  buttons: troy.buttons.map((button) => ({ ...button, loading: button.menuType === menuType })),
});

export const Loading: Story = {
  args: { store: troyLoading('MEDICAL') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Shopping Recreational' })).toBeDisabled();
  },
};

/** Another store's switch is loading: this card waits too, without a "Loading..." label. */
export const WaitingForAnotherStore: Story = {
  args: { store: { ...ferndale, disabled: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Shop Recreational' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Loading...' })).toBeNull();
  },
};

/** The current store and menu type are medical: "Shopping Medical". */
export const ShoppingMedical: Story = {
  args: {
    store: {
      ...troy,
      buttons: [
        { menuType: 'MEDICAL', label: 'Shopping Medical', loading: false },
        { menuType: 'RECREATIONAL', label: 'Shop Recreational', loading: false },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Shopping Medical' })).toBeEnabled();
  },
};

export const MedicalOnly: Story = {
  args: { store: { ...annArbor, name: 'Greenleaf Ann Arbor' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Shop Medical' })).toBeEnabled();
  },
};

/** Inside a list under a level-3 heading the names step down a level. */
export const HeadingLevelFour: Story = {
  args: { headingLevel: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 4, name: ferndale.name })).toBeVisible();
  },
};

export const Skeleton: Story = { render: () => <StoreCardSkeleton /> };

export const Mobile: Story = {
  args: { store: annArbor },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const MobileLoading: Story = {
  args: { store: troyLoading('RECREATIONAL') },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
