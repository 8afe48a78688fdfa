import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect } from 'storybook/test';
import ComplianceNotice from '../../variants/compliance/ComplianceNotice';
import {
  complianceNotices,
  LICENSE_LINE,
  MICHIGAN_WARNINGS,
} from '../../variants/compliance/fixtures';
import type { ComplianceNoticeProps, ComplianceNoticeTone } from '../../variants/compliance/types';
import { footerArgs } from '../../variants/footers/fixtures';

/** The three review widths, each as tall as the last, so every picture shrinks the viewport. */
const WIDTHS = [1280, 768, 375].map((width) => ({ width, height: 340 }));

/**
 * What each tone sits on in the storefront: the default footer's CMS colours (the notice takes
 * their text colour), a page column under an ad or popup's words, the age gate's white card
 * (with its question's line above, which the notices' rule sets them apart from).
 */
const SURFACES: Record<ComplianceNoticeTone, CSSProperties> = {
  footer: {
    background: footerArgs.default.colors.background,
    color: footerArgs.default.colors.font,
    padding: '24px 16px',
  },
  compact: { maxWidth: 728, margin: '0 auto', padding: '24px 16px' },
  ageGate: {
    boxSizing: 'border-box',
    width: 'min(520px, calc(100% - 32px))',
    margin: '24px auto',
    padding: 24,
    border: '1px solid #dcdfd8',
    borderRadius: 16,
    textAlign: 'center',
  },
};

const onItsSurface: Decorator<ComplianceNoticeProps> = (Story, { args }) => (
  <div style={SURFACES[args.tone]}>
    {args.tone === 'ageGate' && (
      <p style={{ margin: 0, color: '#4d535c' }}>You must be 21 or older to shop this store.</p>
    )}
    <Story />
  </div>
);

/** The licence line and warnings in each place they show: footers, small print, the age gate. */
const meta = {
  title: 'Compliance/ComplianceNotice',
  component: ComplianceNotice,
  decorators: [onItsSurface],
  parameters: { layout: 'fullscreen', visualViewports: WIDTHS },
  args: { notices: complianceNotices.michigan, tone: 'footer' },
} satisfies Meta<typeof ComplianceNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The notice's paragraphs, in order. */
const paragraphs = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-compliance-notice] p')].map((p) => p.textContent);

/** In a footer it is the page's named region, and each warning is its own paragraph. */
export const Footer: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Legal notices' });
    await expect(paragraphs(region)).toEqual([LICENSE_LINE, ...MICHIGAN_WARNINGS]);
    // The footer's CMS text colour, not a tone of its own: the footer checks that pair's contrast.
    await expect(getComputedStyle(region).color).toBe('rgb(243, 245, 241)');
  },
};

/** Beside an ad or in a popup: small print, not a landmark (a page may hold several). */
export const Compact: Story = {
  args: { tone: 'compact' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(paragraphs(canvasElement)).toEqual([LICENSE_LINE, ...MICHIGAN_WARNINGS]);
    // The hotline is one unbroken run, so a narrow line never splits the number.
    const hotline = canvas.getByText('1-800-222-1222');
    await expect(getComputedStyle(hotline).whiteSpace).toBe('nowrap');
  },
};

/** Closing the age gate's card, which is the region: the notices are part of it. */
export const AgeGate: Story = {
  args: { tone: 'ageGate' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(paragraphs(canvasElement)).toEqual([LICENSE_LINE, ...MICHIGAN_WARNINGS]);
  },
};

/** A licence number and no warnings: the licence line alone. */
export const LicenseOnly: Story = {
  args: { tone: 'compact', notices: complianceNotices.licenseOnly },
  play: async ({ canvasElement }) => {
    await expect(paragraphs(canvasElement)).toEqual([LICENSE_LINE]);
  },
};

/** Warnings and no licence number: no licence line. */
export const WarningsOnly: Story = {
  args: { notices: complianceNotices.warningsOnly },
  play: async ({ canvasElement }) => {
    await expect(paragraphs(canvasElement)).toEqual([...MICHIGAN_WARNINGS]);
  },
};
