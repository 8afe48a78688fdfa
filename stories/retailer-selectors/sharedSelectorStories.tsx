// The stories every retailer-selector version shares (spec 2.11, 4.1–4.3, §8): each
// RetailerSelector*.stories.tsx declares them by name, so all versions are checked the same way.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn, within } from 'storybook/test';
import {
  ferndale,
  fullSelectorArgs,
  retailerSelectorArgs,
  troy,
} from '../../variants/retailer-selectors/fixtures';
import type { RetailerSelectorProps } from '../../variants/retailer-selectors/types';
import { withLocalSearch } from './withLocalSearch';

type Story = StoryObj<Meta<ComponentType<RetailerSelectorProps>>>;

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const tablet = { viewport: { value: 'tablet', isRotated: false } };

/** Args every selector story starts from: the default site's selector, events as fresh spies. */
export const selectorArgs = () => ({
  ...fullSelectorArgs.pickup,
  onClose: fn(),
  onSearch: fn(),
  onStateChange: fn(),
  onOrderTypeChange: fn(),
  onDeliveryAddressSubmit: fn(),
  onChooseStore: fn(),
});

const cardOf = (canvasElement: HTMLElement, name: string) => {
  const card = within(canvasElement).getByRole('heading', { name }).closest('article');
  if (card === null) throw new Error(`no card for ${name}`);
  return within(card);
};

const storeButtons = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('button')
    .filter((button) => button.closest('article') !== null);

/** Tabs are matched by how their name starts: tile and rail tabs add a hint to the order type. */
export const Pickup: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('dialog', { name: 'Select Your Store' })).toBeVisible();
    await expect(canvas.getByText('How do you want to shop?')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: /^Pickup/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Pickup' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Select a State' })).toHaveValue('MI');
    await userEvent.click(
      cardOf(canvasElement, ferndale.name).getByRole('button', { name: 'Shop Recreational' }),
    );
    await expect(args.onChooseStore).toHaveBeenCalledWith(ferndale.id, 'RECREATIONAL');
  },
};

export const Curbside: Story = {
  args: fullSelectorArgs.curbside,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: /^Curbside/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Curbside' })).toBeVisible();
  },
};

/** deliverySettingsCMS.turnOffCurbsidePickup: the engine passes two tabs only. */
export const CurbsideTurnedOff: Story = {
  args: fullSelectorArgs.curbsideTurnedOff,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('tab')).toHaveLength(2);
    await expect(canvas.queryByRole('tab', { name: /^Curbside/ })).toBeNull();
  },
};

/** deliverySettingsCMS.hideDeliveryBtn: no Delivery tab. */
export const DeliveryHidden: Story = {
  args: retailerSelectorArgs.deliveryHidden,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('tab')).toHaveLength(2);
    await expect(canvas.queryByRole('tab', { name: /^Delivery/ })).toBeNull();
  },
};

export const DeliveryForm: Story = {
  args: fullSelectorArgs.deliveryForm,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('tabpanel', { name: 'Delivery' })).toBeVisible();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await userEvent.type(canvas.getByLabelText('Delivery address'), '  2145 Crooks Rd, Troy, MI ');
    await userEvent.click(canvas.getByRole('button', { name: 'Find stores that deliver' }));
    await expect(args.onDeliveryAddressSubmit).toHaveBeenCalledWith('2145 Crooks Rd, Troy, MI');
  },
};

export const DeliveryPrefilled: Story = {
  args: fullSelectorArgs.deliveryPrefilled,
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Delivery address')).toHaveValue(
      '2145 Crooks Rd, Troy, MI 48084',
    );
  },
};

/** deliverySettingsCMS.isActive off (§8). */
export const DeliveryUnavailable: Story = {
  args: fullSelectorArgs.deliveryUnavailable,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sorry, delivery is currently unavailable.')).toBeVisible();
    await expect(canvas.queryByLabelText('Delivery address')).toBeNull();
  },
};

export const Loading: Story = {
  args: fullSelectorArgs.loading,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading stores');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const NoStores: Story = {
  args: fullSelectorArgs.noStores,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('We are sorry, currently no retailer is found.')).toBeVisible();
  },
};

export const NoMatch: Story = {
  args: fullSelectorArgs.noMatch,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search by Store Name' })).toHaveValue(
      'Kalamazoo',
    );
    await expect(canvas.getByText('We are sorry, no retailer matches your search.')).toBeVisible();
  },
};

/** Spec 4.3: the pressed button reads "Loading..." and every button waits. */
export const SwitchLoading: Story = {
  args: fullSelectorArgs.switchLoading,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getAllByRole('button', { name: 'Loading...' })).toHaveLength(1);
    for (const button of storeButtons(canvasElement)) await expect(button).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Loading...' }));
    await expect(args.onChooseStore).not.toHaveBeenCalled();
  },
};

/** stateSelectionSettingsCMS.enableStateSelector off, and no CMS image. */
export const StateSelectorOff: Story = {
  args: retailerSelectorArgs.pickup,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox', { name: 'Select a State' })).toBeNull();
    await expect(canvas.getByRole('searchbox', { name: 'Search by Store Name' })).toBeVisible();
  },
};

export const ChoosingAState: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Select a State' }), 'AZ');
    await expect(args.onStateChange).toHaveBeenCalledWith('AZ');
  },
};

export const ChoosingATab: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: /^Curbside/ }));
    await expect(args.onOrderTypeChange).toHaveBeenCalledWith('CURBSIDE');
  },
};

/**
 * One Tab stop for the tablist; arrows move and select (automatic activation). A vertical
 * tablist uses up/down, a horizontal one left/right.
 */
export function tabsByKeyboard(orientation: 'horizontal' | 'vertical'): Story {
  const [back, forward] =
    orientation === 'vertical' ? ['{ArrowUp}', '{ArrowDown}'] : ['{ArrowLeft}', '{ArrowRight}'];
  return {
    play: async ({ canvas, userEvent, args }) => {
      const pickup = canvas.getByRole('tab', { name: /^Pickup/ });
      pickup.focus();
      await userEvent.keyboard(back);
      await expect(args.onOrderTypeChange).toHaveBeenLastCalledWith('DELIVERY');
      await expect(canvas.getByRole('tab', { name: /^Delivery/ })).toHaveFocus();
      await userEvent.keyboard('{Home}');
      await expect(pickup).toHaveFocus();
      await userEvent.keyboard(forward);
      await expect(args.onOrderTypeChange).toHaveBeenLastCalledWith('CURBSIDE');
    },
  };
}

export const CurrentStoreSelected: Story = {
  play: async ({ canvasElement }) => {
    const card = cardOf(canvasElement, troy.name);
    await expect(card.getByRole('button', { name: 'Shopping Recreational' })).toBeEnabled();
    await expect(card.getByRole('link', { name: 'Call : (248) 555-0142' })).toHaveAttribute(
      'href',
      'tel:2485550142',
    );
    await expect(card.getByRole('link', { name: 'Store Details' })).toHaveAttribute(
      'href',
      '/greenleaf-troy',
    );
  },
};

export const EscapeCloses: Story = {
  play: async ({ userEvent, args }) => {
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const CloseButton: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Typing in the search box reports every keystroke (the engine debounces the term). */
export function searchTyping(Selector: ComponentType<RetailerSelectorProps>): Story {
  return {
    render: withLocalSearch(Selector),
    play: async ({ canvas, userEvent, args }) => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by Store Name' }), 'Troy');
      await expect(args.onSearch).toHaveBeenCalledTimes(4);
      await expect(args.onSearch).toHaveBeenLastCalledWith('Troy');
    },
  };
}

export const Mobile: Story = { globals: mobile };

export const MobileDeliveryForm: Story = { args: fullSelectorArgs.deliveryForm, globals: mobile };

export const MobileLoading: Story = { args: fullSelectorArgs.loading, globals: mobile };

export const MobileNoMatch: Story = { args: fullSelectorArgs.noMatch, globals: mobile };

export const Tablet: Story = { args: fullSelectorArgs.curbside, globals: tablet };
