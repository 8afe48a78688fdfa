import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RegionBoundary } from '../../engine/shell/RegionBoundary';
import { AppSkeleton } from '../../engine/site/AppSkeleton';
import { HeaderSkeleton } from '../../engine/shell/HeaderSkeleton';
import { PageSkeleton } from '../../engine/shell/PageSkeleton';

function Broken(): never {
  throw new Error('Widget failed to render');
}

/** What a shopper sees while things load, and when one region fails. */
function Fallbacks({ kind }: { kind: 'app' | 'header' | 'page' | 'regionError' }) {
  if (kind === 'app') return <AppSkeleton />;
  if (kind === 'header') return <HeaderSkeleton />;
  if (kind === 'page') return <PageSkeleton />;
  return (
    <>
      <p>Content above the failing widget stays.</p>
      <RegionBoundary region="widget">
        <Broken />
      </RegionBoundary>
      <p>Content below it stays too.</p>
    </>
  );
}

const meta = {
  title: 'Shell/Loading and errors',
  component: Fallbacks,
  args: { kind: 'app' },
} satisfies Meta<typeof Fallbacks>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AppLoading: Story = {};
export const AppLoadingMobile: Story = { globals: { viewport: { value: 'mobile' } } };
export const HeaderLoading: Story = { args: { kind: 'header' } };
export const PageLoading: Story = { args: { kind: 'page' } };
export const RegionError: Story = {
  args: { kind: 'regionError' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This part of the page couldn’t load.')).toBeVisible();
    await expect(canvas.getByText('Content below it stays too.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
