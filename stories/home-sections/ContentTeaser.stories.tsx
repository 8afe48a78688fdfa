import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import ContentTeaser from '../../variants/home-sections/ContentTeaser';
import { ContentTeaserSkeleton } from '../../variants/home-sections/ContentTeaser/ContentTeaserSkeleton';
import { contentTeaserFixtures } from '../../variants/home-sections/fixtures';
import { column } from './frame';

const meta = {
  title: 'Home Sections/ContentTeaser',
  component: ContentTeaser,
  args: contentTeaserFixtures.default,
  decorators: [column],
} satisfies Meta<typeof ContentTeaser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'From the blog' });
    await expect(region).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: /All articles/ })).toHaveAttribute(
      'href',
      '/blog',
    );
  },
};
export const Tablet: Story = { globals: { viewport: { value: 'tablet' } } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const LongTexts: Story = { args: contentTeaserFixtures.longTexts };
export const Loading: Story = { render: () => <ContentTeaserSkeleton count={3} /> };
