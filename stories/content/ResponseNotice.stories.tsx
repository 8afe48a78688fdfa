import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Page } from '../../engine/pages/frame/frame.styles';
import { responsePages } from '../../fixtures/data/contentPages';
import type { ResponsePageWire } from '../../fixtures/data/contentTypes';
import { responseNoticeData } from '../../engine/viewmodels/content/contentView';
import { ResponsePageSchema } from '../../schemas';
import { ResponseNotice, ResponseNoticeSkeleton } from '../../variants/content/ResponseNotice';
import { Main } from '../catalogue/storyHelpers';

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };

function fixtureResponse(id: string): ResponsePageWire {
  const page = responsePages.find((candidate) => candidate._id === id);
  if (!page) throw new Error(`No response page fixture "${id}"`);
  return page;
}

const noticeArgs = (wire: ResponsePageWire) => responseNoticeData(ResponsePageSchema.parse(wire));

const meta = {
  title: 'Content/ResponseNotice',
  component: ResponseNotice,
  args: noticeArgs(fixtureResponse('thank-you')),
  decorators: [
    // The page's column; the page shows no heading of its own above the card (its h1).
    (Story) => (
      <Main>
        <Page>
          <Story />
        </Page>
      </Main>
    ),
  ],
} satisfies Meta<typeof ResponseNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Done: a check mark, the message and one way on, announced politely. */
export const Success: Story = {
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status');
    await expect(notice).toContainElement(
      canvas.getByRole('heading', { level: 1, name: 'Thank you!' }),
    );
    await expect(
      canvas.getByText('We received your message and will reply within one business day.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const SuccessMobile: Story = { ...Success, globals: MOBILE };

/** For your information: the neutral mark. */
export const Info: Story = {
  args: noticeArgs(fixtureResponse('unsubscribed')),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('You have been unsubscribed');
    await expect(canvas.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/notification-settings',
    );
  },
};

/** Went wrong: the danger mark, announced at once (role alert). */
export const ErrorOutcome: Story = {
  args: noticeArgs(fixtureResponse('link-expired')),
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('This link has expired');
    await expect(alert).toHaveTextContent('Links in our e-mails are valid for 7 days.');
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Go to your account' })).toHaveAttribute(
      'href',
      '/account',
    );
  },
};

/** A record with a title only (no message; a label without a link): no empty paragraph or button. */
export const TitleOnly: Story = {
  args: noticeArgs({ ...fixtureResponse('thank-you'), message: '', actionHref: '' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('status').querySelector('p')).toBeNull();
  },
};

/** While the record loads: the card's shape, announced as loading. */
export const Loading: Story = {
  render: () => <ResponseNoticeSkeleton />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};
