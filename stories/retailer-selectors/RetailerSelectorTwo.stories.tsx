import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import RetailerSelectorTwo from '../../variants/retailer-selectors/RetailerSelectorTwo';
import { ferndale, retailerSelectorArgs, troy } from '../../variants/retailer-selectors/fixtures';

const meta = {
  title: 'Retailer Selectors/RetailerSelectorTwo',
  component: RetailerSelectorTwo,
  args: {
    ...retailerSelectorArgs.pickup,
    onClose: fn(),
    onSearch: fn(),
    onStateChange: fn(),
    onOrderTypeChange: fn(),
    onDeliveryAddressSubmit: fn(),
    onChooseStore: fn(),
  },
} satisfies Meta<typeof RetailerSelectorTwo>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardOf = (canvasElement: HTMLElement, name: string) => {
  const card = within(canvasElement).getByRole('heading', { name }).closest('article');
  if (card === null) throw new Error(`no card for ${name}`);
  return within(card);
};

export const Pickup: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('dialog', { name: 'Select Your Store' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Pickup' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Pickup' })).toBeVisible();
    await userEvent.click(
      cardOf(canvasElement, ferndale.name).getByRole('button', {
        name: 'Shop Recreational',
      }),
    );
    await expect(args.onChooseStore).toHaveBeenCalledWith(ferndale.id, 'RECREATIONAL');
  },
};

export const Curbside: Story = { args: retailerSelectorArgs.curbside };

/** deliverySettingsCMS.turnOffCurbsidePickup: the engine passes two tabs only. */
export const CurbsideTurnedOff: Story = {
  args: retailerSelectorArgs.curbsideTurnedOff,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('tab')).toHaveLength(2);
    await expect(canvas.queryByRole('tab', { name: 'Curbside' })).toBeNull();
  },
};

export const DeliveryForm: Story = {
  args: retailerSelectorArgs.deliveryForm,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await userEvent.type(canvas.getByLabelText('Delivery address'), '  2145 Crooks Rd, Troy, MI ');
    await userEvent.click(canvas.getByRole('button', { name: 'Find stores that deliver' }));
    await expect(args.onDeliveryAddressSubmit).toHaveBeenCalledWith('2145 Crooks Rd, Troy, MI');
  },
};

export const DeliveryPrefilled: Story = {
  args: retailerSelectorArgs.deliveryPrefilled,
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Delivery address')).toHaveValue(
      '2145 Crooks Rd, Troy, MI 48084',
    );
  },
};

export const DeliveryUnavailable: Story = {
  args: retailerSelectorArgs.deliveryUnavailable,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sorry, delivery is currently unavailable.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: retailerSelectorArgs.loading,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading stores');
  },
};

export const NoStores: Story = {
  args: retailerSelectorArgs.noStores,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('We are sorry, currently no retailer is found.')).toBeVisible();
  },
};

export const NoMatch: Story = {
  args: retailerSelectorArgs.noMatch,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search by Store Name' })).toHaveValue(
      'Kalamazoo',
    );
    await expect(canvas.getByText('We are sorry, no retailer matches your search.')).toBeVisible();
  },
};

/** Spec 4.3: the pressed button reads "Loading..." and every button waits. */
export const SwitchLoading: Story = {
  args: retailerSelectorArgs.switchLoading,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('button', { name: 'Loading...' })).toHaveLength(1);
    const storeButtons = canvas
      .getAllByRole('button')
      .filter((button) => button.closest('article') !== null);
    for (const button of storeButtons) await expect(button).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Loading...' }));
    await expect(args.onChooseStore).not.toHaveBeenCalled();
  },
};

export const WithStateSelector: Story = {
  args: retailerSelectorArgs.withStateSelector,
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Select a State' });
    await expect(select).toHaveValue('MI');
    await userEvent.selectOptions(select, 'AZ');
    await expect(args.onStateChange).toHaveBeenCalledWith('AZ');
  },
};

export const Mobile: Story = {
  args: retailerSelectorArgs.withStateSelector,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Tablet: Story = {
  args: retailerSelectorArgs.curbside,
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

/** The engine owns the (debounced) term; here a local state stands in for it. */
export const SearchTyping: Story = {
  render: function Render(args) {
    const [search, setSearch] = useState(args.search);
    return (
      <RetailerSelectorTwo
        {...args}
        search={search}
        onSearch={(term) => {
          setSearch(term);
          args.onSearch(term);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by Store Name' }), 'Troy');
    await expect(args.onSearch).toHaveBeenCalledTimes(4);
    await expect(args.onSearch).toHaveBeenLastCalledWith('Troy');
  },
};

export const ChoosingATab: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Curbside' }));
    await expect(args.onOrderTypeChange).toHaveBeenCalledWith('CURBSIDE');
  },
};

/** One Tab stop for the tablist; arrows move and select (automatic activation). */
export const TabsByKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const pickup = canvas.getByRole('tab', { name: 'Pickup' });
    pickup.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onOrderTypeChange).toHaveBeenLastCalledWith('DELIVERY');
    await expect(canvas.getByRole('tab', { name: 'Delivery' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(pickup).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onOrderTypeChange).toHaveBeenLastCalledWith('CURBSIDE');
  },
};

export const CurrentStoreSelected: Story = {
  play: async ({ canvasElement }) => {
    const card = cardOf(canvasElement, troy.name);
    await expect(card.getByRole('button', { name: 'Shopping Recreational' })).toBeEnabled();
    await expect(card.getByRole('link', { name: 'Call : (248) 555-0142' })).toHaveAttribute(
      'href',
      'tel:2485550142',
    );
  },
};

export const EscapeCloses: Story = {
  play: async ({ userEvent, args }) => {
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
