import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import ConsentBanner from '../../variants/consent/ConsentBanner';
import StickyFooterOne from '../../variants/sticky-footers/StickyFooterOne';
import { stickyFooterArgs } from '../../variants/sticky-footers/fixtures';
import { MOBILE, TABLET } from '../viewports';
import { bannerArgs, longBannerTexts } from './consentFixtures';

/** The phone the banner must stay compact on: at most about a third of a 375 × 667 screen. */
const PHONE = { width: 375, height: 667 };

/** A page under the banner, so the pictures show it lying over content, not on a blank canvas. */
const overPage: Decorator = (Story) => (
  <>
    <main style={{ maxWidth: 1280, margin: '0 auto', padding: '24px 16px' }}>
      <h1 style={{ margin: '0 0 12px' }}>Greenleaf Market Troy</h1>
      {Array.from({ length: 12 }, (_, index) => (
        <p key={index} style={{ margin: '0 0 12px', color: '#4d535c' }}>
          Order ahead for pickup, curbside or delivery. Flower, pre-rolls, vaporizers, edibles and
          concentrates from Michigan growers, lab-tested and priced fairly.
        </p>
      ))}
    </main>
    <Story />
  </>
);

/** The consent banner: a non-modal bar at the bottom of the viewport, two answers of one weight. */
const meta = {
  title: 'Consent/ConsentBanner',
  component: ConsentBanner,
  decorators: [overPage],
  parameters: { layout: 'fullscreen' },
  args: { ...bannerArgs, onAccept: fn(), onDecline: fn() },
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const banner = (canvasElement: HTMLElement, title: string) =>
  within(canvasElement).getByRole('region', { name: title });

/** Tab reaches Accept, then Decline; Enter and Space answer; both are the same size. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const region = banner(canvasElement, args.title);
    const accept = canvas.getByRole('button', { name: args.acceptLabel });
    const decline = canvas.getByRole('button', { name: args.declineLabel });
    await expect(region).toContainElement(accept);

    await userEvent.tab();
    await expect(accept).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await expect(args.onDecline).not.toHaveBeenCalled();

    await userEvent.tab();
    await expect(decline).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onDecline).toHaveBeenCalledTimes(1);

    // No dark pattern: Decline is exactly as big as Accept.
    const [a, d] = [accept.getBoundingClientRect(), decline.getBoundingClientRect()];
    await expect([d.width, d.height]).toEqual([a.width, a.height]);
  },
};

export const Tablet: Story = {
  globals: TABLET,
  play: async ({ canvas, args }) => {
    // One bar: the words left of the answers.
    const heading = canvas.getByRole('heading', { name: args.title });
    const accept = canvas.getByRole('button', { name: args.acceptLabel });
    await expect(heading.getBoundingClientRect().right).toBeLessThan(
      accept.getBoundingClientRect().left,
    );
  },
};

export const Mobile: Story = {
  globals: MOBILE,
  parameters: { visualViewports: [PHONE] },
  play: async ({ canvas, canvasElement, args }) => {
    const region = banner(canvasElement, args.title).getBoundingClientRect();
    await expect(region.height).toBeLessThanOrEqual(PHONE.height / 3);
    // Text over the answers; the answers side by side, sharing the full width.
    const accept = canvas.getByRole('button', { name: args.acceptLabel }).getBoundingClientRect();
    const decline = canvas.getByRole('button', { name: args.declineLabel }).getBoundingClientRect();
    await expect(decline.top).toBe(accept.top);
    await expect(decline.width).toBe(accept.width);
    await expect(decline.right - accept.left).toBeGreaterThan(region.width - 40);
  },
};

/** On a phone with the sticky mobile footer: the banner lies over it until the shopper answers. */
export const MobileOverStickyFooter: Story = {
  globals: MOBILE,
  parameters: { visualViewports: [PHONE] },
  decorators: [
    (Story) => (
      <>
        <StickyFooterOne
          {...stickyFooterArgs.default}
          onNavigate={fn()}
          onMenu={fn()}
          onCentre={fn()}
          onCloseSheet={fn()}
        />
        <Story />
      </>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const region = banner(canvasElement, args.title);
    const bottomCentre = document.elementFromPoint(innerWidth / 2, innerHeight - 8);
    await expect(region.contains(bottomCentre)).toBe(true);
  },
};

/** Reopened from the footer: focus lands on the banner's heading, inside the banner. */
export const Reopened: Story = {
  args: { focusOnMount: true },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { name: args.title })).toHaveFocus());
  },
};

/** From the focused heading, the next Tab reaches Accept. */
export const ReopenedThenTab: Story = {
  args: { focusOnMount: true },
  // Its picture would repeat Default's focused answer.
  parameters: { visual: false },
  play: async ({ canvas, userEvent, args }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { name: args.title })).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: args.acceptLabel })).toHaveFocus();
  },
};

/** Without focusOnMount (a first visit) the banner leaves focus where the shopper has it. */
export const FirstVisitKeepsFocus: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const region = banner(canvasElement, args.title);
    await expect(region.contains(document.activeElement)).toBe(false);
  },
};

/** Long CMS texts wrap inside the bar; they never overflow it nor push the answers away. */
export const LongTexts: Story = {
  args: longBannerTexts,
  play: async ({ canvasElement, args }) => {
    const region = banner(canvasElement, args.title);
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    for (const button of within(region).getAllByRole('button')) {
      await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
    }
  },
};

/** On a phone the long message scrolls inside a third of the screen; the answers stay in view. */
export const LongTextsMobile: Story = {
  args: longBannerTexts,
  globals: MOBILE,
  parameters: { visualViewports: [PHONE] },
  play: async ({ canvas, canvasElement, args }) => {
    const region = banner(canvasElement, args.title);
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(region.getBoundingClientRect().height).toBeLessThanOrEqual(innerHeight * 0.34);
    const decline = canvas.getByRole('button', { name: args.declineLabel });
    await expect(decline.getBoundingClientRect().bottom).toBeLessThanOrEqual(innerHeight);
    // The scrolling words take focus, so keyboard users can read their hidden part.
    const copy = canvas.getByText(args.message).parentElement;
    await waitFor(() => expect(copy).toHaveAttribute('tabindex', '0'));
  },
};

/** The page stays usable: an element reached with Tab is scrolled clear of the banner. */
export const KeepsFocusClear: Story = {
  // A check of scrolling, not of looks: the picture would repeat Default's.
  parameters: { visual: false },
  decorators: [
    (Story) => (
      <>
        <div style={{ height: '150vh' }} />
        <a href="#below" id="below">
          A link at the end of the page
        </a>
        <Story />
      </>
    ),
  ],
  play: async ({ canvas, canvasElement, args }) => {
    const region = banner(canvasElement, args.title);
    const link = canvas.getByRole('link', { name: 'A link at the end of the page' });
    // The banner has measured itself and reserved its height at the bottom of the page.
    await waitFor(() =>
      expect(document.documentElement.style.scrollPaddingBottom).toBe(
        `${Math.ceil(region.getBoundingClientRect().height)}px`,
      ),
    );
    link.focus();
    await waitFor(() =>
      expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        region.getBoundingClientRect().top,
      ),
    );
  },
};
