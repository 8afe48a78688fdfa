import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { supportLinks } from '../../engine/rules/support';
import { SupportHubView } from '../../variants/support/SupportViews';
import { MOBILE, pageColumn } from './supportStoryFixtures';

/** /customer-support alone: one card per way to get help. */
const meta = {
  title: 'Support/SupportViews/SupportHubView',
  component: SupportHubView,
  decorators: [pageColumn],
  args: { links: supportLinks(true) },
} satisfies Meta<typeof SupportHubView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One card per way to get help, chat included (chatPlatformCms on). */
export const Hub: Story = {
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list')).getAllByRole('link');
    await expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/create-ticket',
      '/ticket-list',
      '/chat-with-retailer',
      '/faq',
      '/contact',
    ]);
    await expect(canvas.getByRole('link', { name: /^Chat with Retailer/ })).toHaveTextContent(
      'Message a store directly about stock, hours or an order.',
    );
  },
};

export const HubMobile: Story = { ...Hub, globals: MOBILE };

/** Spec 2.4: without chatPlatformCms there is no chat card. */
export const HubChatOff: Story = {
  args: { links: supportLinks(false) },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list')).getAllByRole('link')).toHaveLength(4);
    await expect(canvas.queryByRole('link', { name: /Chat with Retailer/ })).toBeNull();
  },
};
