import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import ProductPage from '../../engine/pages/ProductPage';
import { errorHandler, loadingHandler } from '../../fixtures/mocks/handlers';
import { CartProbe } from './CartProbe';
import { AtRoute, Main, imagesLoaded } from './storyHelpers';

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };

const jsonLd = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? 'null') as Record<string, unknown>,
  );

const meta = {
  title: 'Catalogue/Pages/Product',
  component: ProductPage,
  render: () => (
    <Main>
      <AtRoute page={<ProductPage />} />
      <CartProbe />
    </Main>
  ),
  parameters: { route: '/product/blue-dream' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1 }, { timeout: 8000 });
    await canvas.findByRole('list', { name: /^More / }, { timeout: 8000 });
    await imagesLoaded(canvasElement);
  },
} satisfies Meta<typeof ProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pictures, brand, category, deal, options with prices, quantity and "Add to cart". */
export const Product: Story = {};

export const ProductMobile: Story = { globals: MOBILE };

export const ProductTablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
};

/** Product + Offer (price, USD, availability) beside the BreadcrumbList ("Product Details"). */
export const StructuredData: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Blue Dream' }, { timeout: 8000 });
    const blocks = jsonLd();
    const product = blocks.find((block) => block['@type'] === 'Product');
    await expect(product).toMatchObject({
      name: 'Blue Dream',
      offers: expect.arrayContaining([
        expect.objectContaining({ '@type': 'Offer', price: '12.00', priceCurrency: 'USD' }),
      ]),
    });
    const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList');
    await expect(JSON.stringify(crumbs)).toContain('Product Details');
    await imagesLoaded(canvasElement);
  },
};

/** A size and a quantity of 3, added together; the stepper stops at 1. */
export const ChoosesSizeAndQuantity: Story = {
  play: async ({ canvas, userEvent, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Blue Dream' }, { timeout: 8000 });
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await userEvent.click(canvas.getByText('3.5g'));
    await expect(canvas.getByRole('radio', { name: /3\.5g/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart · $105.00' }));
    await expect(canvas.getByTestId('cart-count')).toHaveTextContent('Cart: 3');
    await imagesLoaded(canvasElement);
  },
};

/** Spec 9: the quantity stays within 1..20 whatever is typed. */
export const QuantityLimit: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = await canvas.findByRole('spinbutton', { name: 'Quantity' }, { timeout: 8000 });
    await userEvent.clear(input);
    await userEvent.type(input, '99');
    await expect(input).toHaveValue(20);
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  },
};

export const NotFound: Story = {
  parameters: { route: '/product/no-such-product' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { name: 'We couldn’t find this product' },
        { timeout: 8000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute(
      'href',
      '/shop',
    );
  },
};

export const Loading: Story = {
  parameters: { msw: [loadingHandler('product')] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading product')).toBeInTheDocument();
  },
};

export const LoadingMobile: Story = { ...Loading, globals: MOBILE };

export const ServerError: Story = {
  parameters: { msw: [errorHandler('product', 500, 'The menu service is down.')] },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('The menu service is down.');
  },
};
