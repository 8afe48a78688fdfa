import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { clearDiagnostics } from '../../engine/stores/diagnosticsLog';
import { ConnectedFooter } from './ConnectedFooter';

/**
 * The footer through the engine (site fixture → view-model → registry), for the rules that live
 * in the engine: sanitising, link safety, provider profiles, the deals cap and the store
 * carousel's two conditions, and the colour-contrast diagnostics.
 */
const meta = {
  title: 'Footers/Connected',
  component: ConnectedFooter,
  parameters: { layout: 'fullscreen' },
  // The diagnostics log lives for the page; each story starts from an empty one.
  beforeEach: () => clearDiagnostics(),
} satisfies Meta<typeof ConnectedFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Catalogue data arrives from the mock API and headings stay skeletons for 1500 ms (spec §9). */
async function settled(canvas: Canvas) {
  await canvas.findByRole('navigation', { name: 'Shop' }, { timeout: 8000 });
  await waitFor(() => expect(canvas.queryAllByTestId('footer-heading-skeleton')).toHaveLength(0), {
    timeout: 4000,
  });
}

declare global {
  interface Window {
    __footerXss?: string;
  }
}

/** Subtext with a script, an onerror handler and a javascript: link; hostile quick/social links. */
export const HostileCmsContent: Story = {
  parameters: { site: 'footer-unsafe-subtext' },
  play: async ({ canvas, canvasElement }) => {
    await settled(canvas);
    const footer = canvasElement.querySelector('footer');
    if (footer === null) throw new Error('no footer');
    // The text survives; nothing executable does.
    await expect(canvas.getByText('Visit us today.')).toBeVisible();
    await expect(canvas.getByText('Claim your reward')).toBeVisible();
    await expect(footer.querySelector('script')).toBeNull();
    const handlers = [...footer.querySelectorAll('*')].flatMap((el) =>
      el.getAttributeNames().filter((name) => name.startsWith('on')),
    );
    await expect(handlers).toEqual([]);
    await expect(footer.querySelector('[href^="javascript:" i]')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Claim your reward' })).toBeNull();
    // CMS links that are not site paths or http(s) are not rendered at all.
    await expect(canvas.queryByRole('link', { name: 'Free Gift' })).toBeNull();
    const social = within(canvas.getByRole('navigation', { name: 'Social media' }));
    await expect(social.getAllByRole('link')).toHaveLength(1);
    // Give the broken image time to fail: its stripped onerror must not have run.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(window.__footerXss).toBeUndefined();
  },
};

/**
 * CMS colours too pale for their background. The footer keeps them (the retailer's choice) and
 * the view-model reports each failing pair, shown here as the preview toolbar lists them. axe's
 * color-contrast rule is off for this story only: failing it is the point.
 */
export const ColoursFailContrast: Story = {
  args: { showDiagnostics: true },
  parameters: {
    site: 'footer-low-contrast',
    a11y: { config: { rules: [{ id: 'color-contrast', enabled: false }] } },
  },
  play: async ({ canvas }) => {
    await settled(canvas);
    const caption = within(
      canvas.getByRole('complementary', { name: 'Footer colour diagnostics' }),
    );
    await expect(caption.getByText('generalSettingsComponentUiData.footerFontColor')).toBeVisible();
    await expect(
      caption.getByText(/#cdbfa8 on footerBackgroundColor #f6efe4 has contrast 1\.58:1/),
    ).toBeVisible();
    await expect(caption.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** The default site's colours pass, so nothing is reported. */
export const ColoursPassContrast: Story = {
  args: { showDiagnostics: true },
  parameters: { site: 'footer-one' },
  play: async ({ canvas }) => {
    await settled(canvas);
    const caption = within(
      canvas.getByRole('complementary', { name: 'Footer colour diagnostics' }),
    );
    await expect(caption.queryAllByRole('listitem')).toHaveLength(0);
  },
};

/** Spec 2.16: the provider profile with hidesStoreDirectoryLinks drops the two directory links. */
export const ProviderHidesStoreDirectory: Story = {
  args: { provider: 'marketplace' },
  parameters: { site: 'footer-one' },
  play: async ({ canvas }) => {
    await settled(canvas);
    const quick = within(canvas.getByRole('navigation', { name: 'Quick Links' }));
    await expect(quick.queryByRole('link', { name: 'Find a Dispensary' })).toBeNull();
    await expect(quick.queryByRole('link', { name: 'Store Directory' })).toBeNull();
    await expect(quick.getByRole('link', { name: 'FAQ' })).toBeVisible();
  },
};

/** The standard provider keeps them. */
export const StandardProviderKeepsStoreDirectory: Story = {
  parameters: { site: 'footer-one' },
  play: async ({ canvas }) => {
    await settled(canvas);
    const quick = within(canvas.getByRole('navigation', { name: 'Quick Links' }));
    await expect(quick.getByRole('link', { name: 'Find a Dispensary' })).toBeVisible();
    await expect(quick.getByRole('link', { name: 'Store Directory' })).toBeVisible();
  },
};

/** Spec 2.16/§9: never more than 5 deals, then "Shop All Specials". */
export const TodaysDealsCap: Story = {
  parameters: { site: 'footer-one' },
  play: async ({ canvas }) => {
    await settled(canvas);
    const deals = within(canvas.getByRole('navigation', { name: "Today's Deals" }));
    const links = deals.getAllByRole('link');
    await expect(links.length).toBeGreaterThan(1);
    await expect(links.length).toBeLessThanOrEqual(6);
    await expect(links.at(-1)).toHaveAccessibleName('Shop All Specials');
  },
};

/** Spec 2.11: a provider that shows the carousel AND enableAdditionalSection → the stores band. */
export const StoreCarouselBothConditions: Story = {
  parameters: { site: 'footer-stores' },
  play: async ({ canvas }) => {
    await settled(canvas);
    const details = await canvas.findAllByRole(
      'link',
      { name: 'Store Details' },
      { timeout: 8000 },
    );
    await expect(details.length).toBeGreaterThan(0);
  },
};

/** The provider shows it, but the CMS switched the section off → no band. */
export const StoreCarouselSectionOff: Story = {
  parameters: { site: 'footer-stores-disabled' },
  play: async ({ canvas }) => {
    await settled(canvas);
    await expect(canvas.queryByRole('link', { name: 'Store Details' })).toBeNull();
  },
};

/** The CMS enables it, but the standard provider does not show it → no band. */
export const StoreCarouselProviderWithout: Story = {
  parameters: { site: 'footer-one' },
  play: async ({ canvas }) => {
    await settled(canvas);
    await expect(canvas.queryByRole('link', { name: 'Store Details' })).toBeNull();
  },
};

/** The CMS sends no quick links: no bare "Quick Links" heading. */
export const NoQuickLinks: Story = {
  parameters: { site: 'footer-no-quick-links' },
  play: async ({ canvas }) => {
    await settled(canvas);
    await expect(canvas.queryByRole('navigation', { name: 'Quick Links' })).toBeNull();
    await expect(canvas.queryByText('Quick Links')).toBeNull();
  },
};
