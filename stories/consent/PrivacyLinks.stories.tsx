import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { GeneralSettingsComponentUiDataSchema } from '../../schemas';
import PrivacyLinks from '../../variants/consent/PrivacyLinks';
import type { PrivacyLinksProps } from '../../variants/consent/types';
import { footerArgs } from '../../variants/footers/fixtures';
import { MOBILE } from '../viewports';
import { consentCms } from './consentFixtures';

/** The footer fixtures' colour pairs: a dark evergreen footer and a light cream one. */
const DARK = footerArgs.default.colors;
const LIGHT = footerArgs.customColors.colors;

/** The footer's CMS defaults, which the row takes when it is given no colours. */
const FOOTER_DEFAULTS = GeneralSettingsComponentUiDataSchema.parse({});

/** The end of a footer above the row, in the same colours, so the picture shows the seam. */
const underFooter: Decorator<PrivacyLinksProps> = (Story, { args }) => (
  <div
    style={{
      background: args.background ?? FOOTER_DEFAULTS.footerBackgroundColor,
      color: args.color ?? FOOTER_DEFAULTS.footerFontColor,
    }}
  >
    <p style={{ margin: 0, maxWidth: 1280, marginInline: 'auto', padding: '32px 16px 16px' }}>
      © 2026 Greenleaf Market. For adults 21+ and registered patients only.
    </p>
    <Story />
  </div>
);

/** The footer's privacy row: "Cookie settings" and, where shown, "Do not sell or share…". */
const meta = {
  title: 'Consent/PrivacyLinks',
  component: PrivacyLinks,
  decorators: [underFooter],
  parameters: { layout: 'fullscreen' },
  args: {
    settingsLabel: consentCms.settingsLabel,
    background: DARK.background,
    color: DARK.font,
    onOpenSettings: fn(),
  },
} satisfies Meta<typeof PrivacyLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

const withDoNotSell = {
  label: consentCms.doNotSellLabel,
  href: 'https://greenleafmarket.example/privacy/opt-out',
};

/** Only "Cookie settings": Tab reaches it, Enter and Space open the banner. */
export const SettingsOnly: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const settings = canvas.getByRole('button', { name: args.settingsLabel });
    await expect(canvas.queryByRole('link')).toBeNull();
    await userEvent.tab();
    await expect(settings).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onOpenSettings).toHaveBeenCalledTimes(2);
  },
};

/** With the retailer's opt-out page: a link to it. */
export const WithDoNotSellLink: Story = {
  args: { doNotSell: withDoNotSell },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: consentCms.doNotSellLabel });
    await expect(link).toHaveAttribute('href', withDoNotSell.href);
    await userEvent.tab();
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** A site path goes through the router, like every footer link. */
export const WithDoNotSellSitePath: Story = {
  args: { doNotSell: { label: consentCms.doNotSellLabel, href: '/privacy-choices' } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: consentCms.doNotSellLabel });
    await expect(link).toHaveAttribute('href', '/privacy-choices');
  },
};

/** No opt-out page (or none that is a usable link): the control opens the banner instead. */
export const WithDoNotSellWithoutUrl: Story = {
  args: { doNotSell: { label: consentCms.doNotSellLabel } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: consentCms.doNotSellLabel }));
    await expect(args.onOpenSettings).toHaveBeenCalledTimes(1);
  },
};

export const UnsafeUrlOpensBanner: Story = {
  // A script URL from the CMS must never become a link.
  parameters: { visual: false },
  args: { doNotSell: { label: consentCms.doNotSellLabel, href: 'javascript:alert(1)' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('button', { name: consentCms.doNotSellLabel })).toBeVisible();
  },
};

export const LightFooter: Story = {
  args: { doNotSell: withDoNotSell, background: LIGHT.background, color: LIGHT.font },
};

export const DarkFooterMobile: Story = {
  args: { doNotSell: withDoNotSell },
  globals: MOBILE,
};

export const LightFooterMobile: Story = {
  args: { doNotSell: withDoNotSell, background: LIGHT.background, color: LIGHT.font },
  globals: MOBILE,
};

/** No colours given: the footer's own defaults. */
export const DefaultColors: Story = {
  args: { doNotSell: withDoNotSell, background: undefined, color: undefined },
};
