import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import ShopPage from '../../engine/pages/ShopPage';
import { errorHandler, fixedHandler, loadingHandler } from '../../fixtures/mocks/handlers';
import { CartProbe } from './CartProbe';
import { AtRoute, Main, imagesLoaded } from './storyHelpers';

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };

type Canvas = ReturnType<typeof within>;

/** The listing has arrived from the mock backend's product filter. */
async function productsShown(canvas: Canvas, canvasElement: HTMLElement) {
  const list = await canvas.findByRole('list', { name: 'Products' }, { timeout: 8000 });
  await imagesLoaded(canvasElement);
  return within(list);
}

const prices = (list: Canvas): number[] =>
  list
    .getAllByText(/^\$\d/)
    .map((node: HTMLElement) => /\$([\d,]+\.\d{2})/.exec(node.textContent ?? '')?.[1] ?? 'NaN')
    .map((text: string) => Number(text.replace(/,/g, '')));

const meta = {
  title: 'Catalogue/Pages/Shop',
  component: ShopPage,
  render: () => (
    <Main>
      <CartProbe />
      <AtRoute page={<ShopPage />} />
    </Main>
  ),
  parameters: { route: '/shop' },
  play: async ({ canvas, canvasElement }) => {
    await productsShown(canvas, canvasElement);
  },
} satisfies Meta<typeof ShopPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole menu, most popular first, with category, brand and price filters. */
export const Shop: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = await productsShown(canvas, canvasElement);
    await expect(canvas.getByText('66 products')).toBeVisible();
    await expect(list.getAllByRole('listitem')).toHaveLength(16);
    await expect(canvas.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const ShopMobile: Story = { globals: MOBILE };

/** "Add to cart" really adds: the count the header shows goes up. */
export const AddsToCart: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const list = await productsShown(canvas, canvasElement);
    await expect(canvas.getByTestId('cart-count')).toHaveTextContent('Cart: 0');
    const [first] = list.getAllByRole('button', { name: /^Add to cart: / });
    if (!first) throw new Error('no add button');
    await userEvent.click(first);
    await userEvent.click(first);
    await expect(canvas.getByTestId('cart-count')).toHaveTextContent('Cart: 2');
  },
};

/** Spec 2.1 "?pageNo=1&price={priceValue}": every product is under $20. */
export const PriceFilter: Story = {
  parameters: { route: '/shop?pageNo=1&price=20' },
  play: async ({ canvas, canvasElement }) => {
    const list = await productsShown(canvas, canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Price' })).toHaveValue('20');
    const shown = prices(list);
    await expect(shown.length).toBeGreaterThan(0);
    await expect(shown.every((price) => price < 20)).toBe(true);
    await expect(canvas.getByRole('link', { name: 'Clear all' })).toHaveAttribute('href', '/shop');
  },
};

/** Choosing a price band changes the URL and the list, starting again at page 1. */
export const ChoosesPrice: Story = {
  parameters: { route: '/shop?pageNo=3' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await productsShown(canvas, canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Price' }), '100-above');
    await waitFor(() => expect(canvas.queryByText('66 products')).toBeNull(), { timeout: 8000 });
    const list = await productsShown(canvas, canvasElement);
    await expect(prices(list).every((price) => price >= 100)).toBe(true);
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

export const PageTwo: Story = {
  parameters: { route: '/shop?pageNo=2' },
  play: async ({ canvas, canvasElement }) => {
    await productsShown(canvas, canvasElement);
    await expect(canvas.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/shop');
  },
};

/** Spec 2.1 "?search={term}". */
export const Search: Story = {
  parameters: { route: '/shop?search=gelato' },
  play: async ({ canvas, canvasElement }) => {
    const list = await productsShown(canvas, canvasElement);
    await expect(canvas.getByText('“gelato”')).toBeVisible();
    await expect(
      list.getAllByRole('heading').every((h) => /gelato/i.test(h.textContent ?? '')),
    ).toBe(true);
  },
};

export const CategoryAndBrand: Story = {
  parameters: { route: '/shop?category=edibles&brand=honey-hollow' },
  play: async ({ canvas, canvasElement }) => {
    await productsShown(canvas, canvasElement);
    await expect(canvas.getByRole('link', { name: 'Edibles' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('combobox', { name: 'Brand' })).toHaveValue('honey-hollow');
  },
};

export const Loading: Story = {
  parameters: { msw: [loadingHandler('productFilter')] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading products')).toBeInTheDocument();
  },
};

export const LoadingMobile: Story = { ...Loading, globals: MOBILE };

/** Spec 8: the server's message is shown. */
export const ServerError: Story = {
  parameters: {
    msw: [errorHandler('productFilter', 503, 'The menu service is down for maintenance.')],
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('The menu service is down for maintenance.');
  },
};

export const Empty: Story = {
  parameters: { msw: [fixedHandler('productFilter', { menu: { products: [], total: 0 } })] },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No products here yet', {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse the shop' })).toBeVisible();
  },
};

/** Spec 7.3: a response carrying error reads as an empty list. */
export const FilterRespondsWithError: Story = {
  parameters: {
    route: '/shop?pageNo=1&price=40',
    msw: [fixedHandler('productFilter', { error: 'Invalid filter', menu: { products: [] } })],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No products found', {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Clear all filters' })).toHaveAttribute(
      'href',
      '/shop',
    );
  },
};

/** /shop/brand/{x}: one brand's products (breadcrumb Home > Shop > Brands > {x}). */
export const BrandShop: Story = {
  parameters: { route: '/shop/brand/green-harbor' },
  play: async ({ canvas, canvasElement }) => {
    await productsShown(canvas, canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Green Harbor' })).toBeVisible();
  },
};

export const ShopByPrice: Story = {
  parameters: { route: '/shop-cannabis-near-me/shop-by-price' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: '$100 & Above' })).toHaveAttribute(
      'href',
      '/shop?pageNo=1&price=100-above',
    );
    await canvas.findByRole('list', { name: 'Categories' }, { timeout: 8000 });
    await imagesLoaded(canvasElement);
  },
};

export const ShopByPriceMobile: Story = { ...ShopByPrice, globals: MOBILE };

export const ShopPageTwo: Story = {
  parameters: { route: '/shop-cannabis-near-me' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Categories' }, { timeout: 8000 });
    await productsShown(canvas, canvasElement);
  },
};
