import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import MenuTwo from '../../variants/menus/MenuTwo';
import { menuData } from '../../variants/menus/fixtures';
import { MOBILE } from '../viewports';
import { menuArgs, openTab } from './sharedMenuStories';

const meta = {
  title: 'Menus/MenuTwo',
  component: MenuTwo,
  args: menuArgs(),
  globals: MOBILE,
} satisfies Meta<typeof MenuTwo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on "Main menu": the CMS links, with sub-menus behind the chevrons. */
export const MainMenuTab: Story = {
  play: async ({ canvas }) => {
    const drawer = within(canvas.getByRole('dialog', { name: 'Menu' }));
    await expect(drawer.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Main menu',
      'Categories',
      'Deals',
    ]);
    await expect(drawer.getByRole('tab', { name: 'Main menu' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = within(drawer.getByRole('tabpanel', { name: 'Main menu' }));
    await expect(panel.getByRole('link', { name: 'Shop All' })).toHaveAttribute('href', '/shop');
    await expect(panel.getByRole('button', { name: 'Flower' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  },
};

/** The 3-column category grid ends with "Shop all". */
export const CategoriesTab: Story = {
  play: async ({ canvas, userEvent }) => {
    const panel = await openTab(canvas, userEvent, 'Categories');
    const links = panel.getAllByRole('link');
    await expect(links).toHaveLength(9);
    await expect(links.at(-1)).toHaveAccessibleName('Shop all');
    await expect(links.at(-1)).toHaveAttribute('href', '/shop');
    const grid = panel.getByRole('list');
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(3);
  },
};

/** "Search deals", the store's specials, "All Specials" and "All Deals" to /search/deals. */
export const DealsTab: Story = {
  play: async ({ canvas, userEvent }) => {
    const panel = await openTab(canvas, userEvent, 'Deals');
    await expect(panel.getByRole('searchbox', { name: 'Search deals' })).toHaveValue('');
    await expect(panel.getByRole('region', { name: "Today's Deals" })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'All Specials' })).toHaveAttribute(
      'href',
      '/search/deals',
    );
    await expect(panel.getByRole('link', { name: 'All Deals' })).toHaveAttribute(
      'href',
      '/search/deals',
    );
    await expect(panel.getByRole('link', { name: 'BOGO Pre-Rolls' })).toHaveAttribute(
      'href',
      '/search/deals/bogo-pre-rolls',
    );
  },
};

/** Typing reports each change; the engine answers with new results. */
export const TypingSearchesDeals: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const panel = await openTab(canvas, userEvent, 'Deals');
    await userEvent.type(panel.getByRole('searchbox', { name: 'Search deals' }), 'b');
    await expect(args.onDealSearch).toHaveBeenCalledWith('b');
  },
};

/** "flower" typed: only the matching specials are listed. */
export const DealSearchResults: Story = {
  args: menuData.dealSearchResults,
  play: async ({ canvas, userEvent }) => {
    const panel = await openTab(canvas, userEvent, 'Deals');
    await expect(panel.getByRole('searchbox', { name: 'Search deals' })).toHaveValue('flower');
    const deals = within(panel.getByRole('region', { name: "Today's Deals" }));
    await expect(deals.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '20% Off All Flower',
      'Flower Friday Eighths',
    ]);
    await expect(panel.queryByText('Not found!')).toBeNull();
  },
};

/** No special matches: "Not found!", and the way on to every deal stays. */
export const DealSearchNotFound: Story = {
  args: menuData.dealSearchNotFound,
  play: async ({ canvas, userEvent }) => {
    const panel = await openTab(canvas, userEvent, 'Deals');
    await expect(panel.getByRole('status')).toHaveTextContent('Not found!');
    await expect(panel.getByRole('link', { name: 'All Deals' })).toBeVisible();
  },
};

/** The store has no specials at all. */
export const NoDeals: Story = {
  args: menuData.withoutDeals,
  play: async ({ canvas, userEvent }) => {
    const panel = await openTab(canvas, userEvent, 'Deals');
    await expect(panel.getByText('Not found!')).toBeVisible();
  },
};

export const LoadingCategories: Story = {
  args: menuData.loading,
  play: async ({ canvas, userEvent }) => {
    const panel = await openTab(canvas, userEvent, 'Categories');
    await expect(panel.getByText('Loading Categories')).toBeInTheDocument();
  },
};

export const LoadingDeals: Story = {
  args: menuData.loading,
  play: async ({ canvas, userEvent }) => {
    const panel = await openTab(canvas, userEvent, 'Deals');
    await expect(panel.getByText("Loading Today's Deals")).toBeInTheDocument();
    await expect(panel.queryByText('Not found!')).toBeNull();
  },
};

/** No menuLinkWidgetCmsData links: the tab says so rather than standing empty. */
export const NoCmsLinks: Story = {
  args: menuData.noLinks,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No menu links yet.')).toBeVisible();
  },
};

/** Arrow keys, Home and End move between the tabs; Tab leaves the tab list for the panel. */
export const KeyboardTabs: Story = {
  play: async ({ canvas, userEvent }) => {
    const mainTab = canvas.getByRole('tab', { name: 'Main menu' });
    mainTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Categories' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Categories' })).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Deals' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(mainTab).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Deals' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.tab();
    await waitFor(() =>
      expect(canvas.getByRole('searchbox', { name: 'Search deals' })).toHaveFocus(),
    );
  },
};

/** At 768 px the drawer keeps its phone width over the dimmed page. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await openTab(canvas, userEvent, 'Categories');
  },
};
