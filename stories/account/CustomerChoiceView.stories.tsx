import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { customerChoiceMenus } from '../../engine/pages/auth/customerChoiceMenus';
import CustomerChoiceView from '../../variants/account/CustomerChoiceView';
import { complianceNotices, LICENSE_LINE } from '../../variants/compliance/fixtures';
import { loadSiteConfig } from '../../.storybook/siteFixture';
import { pageColumn } from './accountStoryHelpers';

const mobile = { viewport: { value: 'mobile', isRotated: false } };

/** The age-gate site: gate on, medical menu on (fixtures/sites/age-gate.json). */
const ageGate = loadSiteConfig('age-gate').config.settings;
const minimumAge = ageGate.customerChoiceSettingsCMS.minimumAge;

/** The menus offered, as the page words them (spec 6: medical only with isMedicalTypeOn). */
const menusFor = (medicalOn: boolean) => customerChoiceMenus(medicalOn, minimumAge);

/** The age gate alone, from fixture props; the connected page is in Account/Auth Pages. */
const meta = {
  title: 'Account/CustomerChoiceView',
  component: CustomerChoiceView,
  decorators: [pageColumn],
  args: {
    minimumAge,
    menus: menusFor(ageGate.retailerMenuTypeSettingsCMS.isMedicalTypeOn),
    menu: 'RECREATIONAL',
    declined: false,
    notices: null,
    onMenuChange: fn(),
    onConfirm: fn(),
    onDecline: fn(),
  },
} satisfies Meta<typeof CustomerChoiceView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both menus offered, recreational first and chosen; picking one and answering go to the page. */
export const BothMenus: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Are you 21 or older?' })).toBeVisible();
    await expect(
      canvas.getByRole('group', { name: 'Which menu would you like to shop?' }),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /^Recreational/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /^Medical/ }));
    await expect(args.onMenuChange).toHaveBeenCalledWith('MEDICAL');
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, I am 21+' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'No, I am under 21' }));
    await expect(args.onDecline).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('alert')).toBeNull();
    // The last button keeps focus; its ring is not part of this state's picture.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  },
};

/** The medical menu chosen: its card is the highlighted one. */
export const MedicalChosen: Story = {
  args: { menu: 'MEDICAL' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /^Medical/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /^Recreational/ })).not.toBeChecked();
  },
};

/** Recreational only (no medical menu): the question is not asked. */
export const RecreationalOnly: Story = {
  args: { menus: menusFor(false) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You must be 21 or older to shop this store.')).toBeVisible();
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Yes, I am 21+' })).toBeVisible();
  },
};

/** The visitor said they are under age: why they cannot enter. */
export const Declined: Story = {
  args: { declined: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Sorry, you must be 21 or older to enter this store.',
    );
  },
};

/** Buttons stack on phones. */
export const BothMenusMobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'No, I am under 21' })).toBeVisible();
  },
};

/**
 * complianceNoticesCms with showOnAgeGate: the licence line and the state's warnings close the
 * card, under a rule, as part of it (the footer holds the page's "Legal notices" region).
 */
export const WithNotices: Story = {
  args: { notices: complianceNotices.michigan },
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('region', { name: 'Are you 21 or older?' });
    const notices = card.querySelector('[data-compliance-notice="ageGate"]');
    await expect(notices).toHaveTextContent(LICENSE_LINE);
    await expect(notices?.querySelectorAll('p')).toHaveLength(4);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      innerWidth,
    );
  },
};

export const WithNoticesMobile: Story = { ...WithNotices, globals: mobile };
