import type { Meta, StoryObj } from '@storybook/react-vite';
import RichText from '../../variants/home-sections/RichText';
import { richTextFixtures } from '../../variants/home-sections/fixtures';
import { RichTextSkeleton } from '../../variants/home-sections/RichText/RichTextSkeleton';
import { column } from './frame';

const meta = {
  title: 'Home Sections/RichText',
  component: RichText,
  args: richTextFixtures.default,
  decorators: [column],
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const LongTexts: Story = { args: richTextFixtures.longTexts };
/** No title: the region is labelled "About us". */
export const Untitled: Story = { args: richTextFixtures.untitled };
export const Loading: Story = { render: () => <RichTextSkeleton /> };
