import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import TitleHeader from '../../variants/mobile-headers/TitleHeader';
import { fixedTitles } from '../../variants/mobile-headers/fixtures';
import { ReviewColumn } from './ReviewColumn';
import { inShellHeader, mobile } from './shell';

type FixedTitlesProps = { titles: readonly { path: string; title: string }[]; onBack(): void };

/** Every fixed title of spec 2.5 in a Title header, captioned with a page that shows it. */
function FixedTitlesColumn({ titles, onBack }: FixedTitlesProps) {
  return (
    <ReviewColumn
      label="Fixed titles"
      items={titles.map(({ path, title }) => ({
        key: path,
        caption: path,
        node: <TitleHeader title={title} onBack={onBack} />,
      }))}
    />
  );
}

const meta = {
  title: 'Mobile Headers/Fixed Titles',
  component: FixedTitlesColumn,
  decorators: [inShellHeader],
  globals: mobile,
  args: { titles: fixedTitles, onBack: fn() },
} satisfies Meta<typeof FixedTitlesColumn>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FixedTitles: Story = {
  play: async ({ canvas, args }) => {
    for (const { title } of args.titles) {
      await expect(canvas.getByText(title, { exact: true })).toBeVisible();
    }
  },
};
