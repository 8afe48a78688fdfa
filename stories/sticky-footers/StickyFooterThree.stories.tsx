import type { Meta, StoryObj } from '@storybook/react-vite';
import StickyFooterThree from '../../variants/sticky-footers/StickyFooterThree';
import { designMeta, designStories } from './designStories';

// No layout decorator: the bar is position: fixed, so the story canvas is the phone's viewport.
const meta = {
  title: 'Sticky Footers/StickyFooterThree',
  component: StickyFooterThree,
  ...designMeta('three'),
} satisfies Meta<typeof StickyFooterThree>;

export default meta;
type Story = StoryObj<typeof meta>;
const stories = designStories('three');

export const Default: Story = stories.Default;
export const CartActive: Story = stories.CartActive;
export const Loading: Story = stories.Loading;
export const EmptyCart: Story = stories.EmptyCart;
export const FiveInCart: Story = stories.FiveInCart;
export const BigCart: Story = stories.BigCart;
export const CmsIcons: Story = stories.CmsIcons;
export const Events: Story = stories.Events;
export const Hidden: Story = stories.Hidden;
export const Tablet: Story = stories.Tablet;
