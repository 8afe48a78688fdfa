import { expect, waitFor } from 'storybook/test';
import { mockBackend } from '../../.storybook/mockBackend';
import { loadSiteConfig } from '../../.storybook/siteFixture';
import { VIEWPORTS } from '../../.storybook/viewports';
import { clearDiagnostics } from '../../engine/stores/diagnosticsLog';
import { settled } from '../home-sections/frame';

/**
 * A desktop and a phone at their screen heights (what a shopper sees first): whole pages would
 * weigh about 1.5 MB of baselines per site, and footers have their own stories. The tablet width
 * is reviewed in every family's own stories (each at 375, 768 and 1280); here, where a site's
 * families meet, the two ends of the range find what breaks between them, at two thirds of the
 * time three widths took for some eighty sites.
 */
const STOREFRONT_VIEWPORTS = [VIEWPORTS.desktop, VIEWPORTS.mobile].map(({ styles }) => ({
  width: Number.parseInt(styles.width, 10),
  height: Number.parseInt(styles.height, 10),
}));

/** The story renders in a viewport as wide and as tall as any picture's, so every resize only
 * shrinks it: after a viewport grows, Chromium can capture the newly exposed part of fixed
 * layers (sticky footer, prompts, toolbar) before it paints them. */
const START = {
  name: 'Storefront start 1280 × 1024',
  styles: { width: '1280px', height: '1024px' },
  type: 'desktop',
} as const;

/** Skeletons and placeholders: content still on its way. */
const PENDING = [
  '[aria-busy="true"]',
  '[data-home-skeleton]',
  '[data-todays-deals-placeholder]',
  '[data-deal-card-placeholder]',
  '[data-testid="footer-heading-skeleton"]',
].join(', ');

/** The viewport a Storefront story renders at (its play and accessibility checks run there). */
export const STOREFRONT_GLOBALS = { viewport: { value: 'storefrontStart', isRotated: false } };

/** What every Storefront story shares; the generated stories only name their fixture site. */
export const STOREFRONT_PARAMETERS = {
  appRouter: true,
  // The footer's colours are the retailer's CMS choice, kept as configured and reported as
  // diagnostics (footer-low-contrast fails on purpose); each footer variant's own stories check
  // contrast with the design colours. Everything else on the page keeps axe's contrast rule.
  a11y: {
    config: {
      rules: [
        { id: 'target-size', enabled: true },
        { id: 'color-contrast', selector: '*:not([data-page-footer] *)' },
      ],
    },
  },
  viewport: { options: { ...VIEWPORTS, storefrontStart: START } },
  visualViewports: STOREFRONT_VIEWPORTS,
  visualPending: PENDING,
} as const;

/** The mock backend serves the story's fixture site, as `?fixture=` does in the mocked app, and
 * the diagnostics log starts empty (the toolbar counts only this site's problems). */
export function serveFixtureSite({ parameters }: { parameters: Record<string, unknown> }) {
  if (typeof parameters.site !== 'string') throw new Error('A Storefront story names its site');
  mockBackend.setSite(parameters.site);
  clearDiagnostics();
}

/** Content is ready: settings parsed, header and footer variants and every home section (chunk
 * and data) arrived, no skeleton left, pictures in view decoded. */
export async function storefrontReady({
  canvasElement,
  parameters,
}: {
  canvasElement: HTMLElement;
  parameters: Record<string, unknown>;
}) {
  const site = typeof parameters.site === 'string' ? parameters.site : null;
  const popupOnArrival = site !== null && showsPopupOnArrival(site);
  const ageGate =
    site !== null && loadSiteConfig(site).config.settings.customerChoiceSettingsCMS.isAgeGateOn;
  await waitFor(
    () => {
      expect(canvasElement.querySelector('#main')).not.toBeNull();
      expect(canvasElement.querySelector(PENDING)).toBeNull();
      expect(canvasElement.querySelector('[data-page-footer]')?.childElementCount).toBeGreaterThan(
        0,
      );
      // The popup comes after the visitor call, the campaigns call and its chunk: on a busy
      // machine, after the rest of the page.
      if (popupOnArrival)
        expect(canvasElement.querySelector('[data-popup-template]')).not.toBeNull();
      // The age gate sends a first visitor on to /customer-choice: the home stays on screen
      // until that page's chunk arrives (a navigation is a transition), so wait for the page.
      if (ageGate) expect(canvasElement.querySelector('h1')?.textContent).toBe('Customer Choice');
    },
    { timeout: 15_000 },
  );
  await settled({ canvasElement });
}

/** A popup due within this long of arriving is part of the page a story shows. */
const ARRIVAL_POPUP_SECONDS = 5;

/** The site has a campaign for every page due soon after arriving, without scrolling. */
function showsPopupOnArrival(site: string): boolean {
  return loadSiteConfig(site).config.settings.popupCampaigns.some(
    ({ behavior }) =>
      behavior.trigger.type === 'allPages' &&
      !behavior.showOnScroll.enabled &&
      (!behavior.timeOnPage.enabled || behavior.timeOnPage.time <= ARRIVAL_POPUP_SECONDS),
  );
}
