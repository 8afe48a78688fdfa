import type { StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { complianceNotices } from '../../variants/compliance/fixtures';
import { popupArgs } from '../../variants/popups/fixtures';
import type { PopupTemplateProps } from '../../variants/popups/types';

export type PopupStory = StoryObj<PopupTemplateProps>;

export const popupHandlers = {
  onEmailChange: fn(),
  onSubmit: fn(),
  onClose: fn(),
  onThankYouButton: fn(),
};

export { MOBILE, TABLET } from '../viewports';

/** The dialog is in the top layer, outside the story's canvas: search the whole document. */
const screen = () => within(document.body);

async function imagesReady() {
  await waitFor(() =>
    expect(
      [...document.querySelectorAll('dialog img')].every(
        (img) => (img as HTMLImageElement).complete,
      ),
    ).toBe(true),
  );
}

export const main: PopupStory = {
  args: popupArgs.main,
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog', { name: args.content.heading });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    // Focus moves into the dialog and Escape asks to close (the campaign's "cancel").
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
    await imagesReady();
  },
};

export const error: PopupStory = {
  args: popupArgs.error,
  play: async () => {
    const field = await screen().findByRole('textbox', { name: 'Email address' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Please enter a valid email');
    await imagesReady();
  },
};

export const loading: PopupStory = {
  args: popupArgs.loading,
  play: async ({ args }) => {
    const button = await screen().findByRole('button', { name: 'Sending…' });
    await expect(button).toBeDisabled();
    await userEvent.type(screen().getByRole('textbox', { name: 'Email address' }), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await imagesReady();
  },
};

export const thankYouWithCoupons: PopupStory = {
  args: popupArgs.thankYouWithCoupons,
  play: async ({ args }) => {
    await screen().findByRole('dialog', { name: "You're on the list!" });
    await expect(screen().getByText(/^Your Coupons:/)).toHaveTextContent(
      'Your Coupons: GREENLEAF15, WELCOME-7F3C',
    );
    await userEvent.click(screen().getByRole('button', { name: 'Start Shopping' }));
    await expect(args.onThankYouButton).toHaveBeenCalled();
    await imagesReady();
  },
};

export const thankYouPlain: PopupStory = {
  args: popupArgs.thankYouPlain,
  play: async () => {
    await screen().findByRole('dialog', { name: "You're on the list!" });
    await expect(screen().queryByText(/Your Coupons/)).toBeNull();
    await expect(screen().getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const formDisabled: PopupStory = {
  args: popupArgs.formDisabled,
  play: async ({ args }) => {
    await screen().findByRole('dialog', { name: 'Flower Week is on' });
    await expect(screen().queryByRole('textbox')).toBeNull();
    await userEvent.click(screen().getByRole('button', { name: 'Shop Flower Deals' }));
    await expect(args.onSubmit).toHaveBeenCalled();
    await imagesReady();
  },
};

/**
 * A campaign advertises: with complianceNoticesCms.showInPopups the licence line and warnings
 * close its words as small print, inside the dialog (not a landmark of their own).
 */
export const withLegalNotices: PopupStory = {
  args: { ...popupArgs.main, legalNotices: complianceNotices.michigan },
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog', { name: args.content.heading });
    const notices = args.legalNotices;
    if (notices === null) throw new Error('the story needs notices');
    const license = notices.license === null ? [] : [notices.license];
    const smallPrint = dialog.querySelector('[data-compliance-notice="compact"]');
    await expect(smallPrint).toBeVisible();
    const lines = [...(smallPrint?.querySelectorAll('p') ?? [])].map((p) => p.textContent);
    await expect(lines).toEqual([...license, ...notices.warnings]);
    await expect(within(dialog).queryByRole('region')).toBeNull();
    await imagesReady();
  },
};
