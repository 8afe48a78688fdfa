import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BreadcrumbTrail } from '../../engine/pages/frame/Breadcrumbs';
import { breadcrumbsFor } from '../../engine/routing/breadcrumbs';

const crumbs = (path: string) => breadcrumbsFor(path, { shopPath: '/shop' }) ?? [];

const meta = {
  title: 'Shell/Breadcrumbs',
  component: BreadcrumbTrail,
  args: { crumbs: crumbs('/shop/brand/green-harbor'), origin: 'https://shop.example.com' },
} satisfies Meta<typeof BreadcrumbTrail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BrandShopPage: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem').map((item) => item.textContent);
    await expect(items).toEqual(['Home', 'Shop', 'Brands', 'green-harbor']);
    await expect(canvas.getByRole('link', { name: 'Brands' })).toHaveAttribute('href', '/brands');
    await expect(canvas.getByText('green-harbor')).toHaveAttribute('aria-current', 'page');
  },
};
export const ProductDetails: Story = { args: { crumbs: crumbs('/product/blue-dream') } };
export const CreateTicket: Story = { args: { crumbs: crumbs('/create-ticket') } };
export const LongTrail: Story = {
  args: { crumbs: crumbs('/search/categories/pre-rolls-and-infused-pre-rolls') },
};
export const Mobile: Story = {
  args: { crumbs: crumbs('/deals-category/edibles') },
  globals: { viewport: { value: 'mobile' } },
};
