import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import HeroBanner from '../../variants/home-sections/HeroBanner';
import { HeroBannerSkeleton } from '../../variants/home-sections/HeroBanner/HeroBannerSkeleton';
import { heroFixtures } from '../../variants/home-sections/fixtures';
import { column, settled } from './frame';

const meta = {
  title: 'Home Sections/HeroBanner',
  component: HeroBanner,
  args: heroFixtures.single,
  decorators: [column],
  play: settled,
} satisfies Meta<typeof HeroBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One slide: the LCP picture, eager with high fetch priority, sized by width and height. */
export const Banner: Story = {
  play: async ({ canvasElement, canvas }) => {
    await settled({ canvasElement });
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(canvas.getByRole('link', { name: 'Shop the menu' })).toHaveAttribute(
      'href',
      '/shop',
    );
  },
};
export const BannerMobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const BannerTablet: Story = { globals: { viewport: { value: 'tablet' } } };

/** Three slides: previous/next and "1 of 3"; only the first picture is eager. */
export const Carousel: Story = {
  args: heroFixtures.carousel,
  play: async ({ canvasElement, canvas, userEvent }) => {
    // The carousel is its own chunk: wait for it, then for its pictures.
    await expect(await canvas.findByText('1 of 3', {}, { timeout: 8000 })).toBeInTheDocument();
    await settled({ canvasElement });
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(await canvas.findByText('2 of 3')).toBeInTheDocument();
    const images = canvasElement.querySelectorAll('img');
    await expect(images[1]).toHaveAttribute('loading', 'lazy');
  },
};
export const CarouselMobile: Story = {
  args: heroFixtures.carousel,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, canvas }) => {
    await canvas.findByText('1 of 3', {}, { timeout: 8000 });
    await settled({ canvasElement });
  },
};

/** Long texts clamp to three lines in the panel; the picture keeps its size. */
export const LongTexts: Story = { args: heroFixtures.longTexts };
export const LongTextsMobile: Story = {
  args: heroFixtures.longTexts,
  globals: { viewport: { value: 'mobile' } },
};

/** No heading, text or button: the picture alone. */
export const PictureOnly: Story = { args: heroFixtures.pictureOnly };

/** While the chunk loads: the first picture at once, the panel's space kept. */
export const Loading: Story = {
  render: (args) => {
    const [first] = args.slides;
    return first ? <HeroBannerSkeleton first={first} carousel={false} /> : <></>;
  },
};
