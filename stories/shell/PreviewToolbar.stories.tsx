import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { PreviewControls } from '../../engine/site/previewControls';
import { SiteConfigProvider } from '../../engine/site/SiteConfigProvider';
import { PreviewToolbar } from '../../engine/site/PreviewToolbar';
import { loadSiteConfig } from '../../.storybook/siteFixture';

function controls(site: string): PreviewControls {
  return {
    siteNames: ['default', 'broken', 'header-two', 'footer-three'],
    current: () => site,
    switchTo: fn(),
    describe: (name) => ({ title: name, description: `The ${name} site configuration.` }),
  };
}

/** The toolbar with a site's real schema diagnostics, as the mocked app shows it. */
function Toolbar({ site }: { site: string }) {
  const { config, diagnostics } = loadSiteConfig(site);
  return (
    <SiteConfigProvider config={config} diagnostics={diagnostics}>
      <PreviewToolbar preview={controls(site)} />
    </SiteConfigProvider>
  );
}

const meta = {
  title: 'Shell/Preview toolbar',
  component: Toolbar,
  args: { site: 'default' },
} satisfies Meta<typeof Toolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Clean: Story = {};
export const BrokenCollapsed: Story = { args: { site: 'broken' } };
export const BrokenDiagnosticsOpen: Story = {
  args: { site: 'broken' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: /Preview: broken · \d+ diagnostics/ }),
    );
    const list = canvas.getByRole('list', { name: 'Diagnostics' });
    await expect(list.children.length).toBeGreaterThan(5);
    await expect(canvas.getByLabelText('Preview site')).toHaveValue('broken');
  },
};
