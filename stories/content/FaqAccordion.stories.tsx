import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Page, Title } from '../../engine/pages/frame/frame.styles';
import { faqGroups } from '../../engine/viewmodels/content/contentView';
import { faqItems } from '../../fixtures/data/contentPages';
import type { FaqItemWire } from '../../fixtures/data/contentTypes';
import { FaqItemSchema } from '../../schemas';
import { FaqAccordion, FaqAccordionSkeleton } from '../../variants/content/FaqAccordion';
import { Main } from '../catalogue/storyHelpers';

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };

/** The groups the FAQ page builds from the CMS's questions. */
const groupsOf = (items: readonly FaqItemWire[]) =>
  faqGroups(items.map((item) => FaqItemSchema.parse(item)));

const meta = {
  title: 'Content/FaqAccordion',
  component: FaqAccordion,
  args: { groups: groupsOf(faqItems) },
  decorators: [
    // The page's column and heading, so the groups' h2 and questions' h3 sit under an h1.
    (Story) => (
      <Main>
        <Page>
          <Title>FAQ</Title>
          <Story />
        </Page>
      </Main>
    ),
  ],
} satisfies Meta<typeof FaqAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

const ID_QUESTION = 'What ID do I need to bring?';

/** Questions under their CMS category, all closed; closed answers stay in the page, hidden. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    for (const name of ['Visiting', 'Ordering', 'Products']) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    const ordering = within(canvas.getByRole('region', { name: 'Ordering' }));
    await expect(ordering.getAllByRole('button')).toHaveLength(3);
    const toggles = canvas.getAllByRole('button');
    await expect(toggles).toHaveLength(6);
    for (const toggle of toggles) await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryAllByRole('region', { name: ID_QUESTION })).toHaveLength(0);
    const hiddenAnswer = canvas.getByText(/Credit cards are not accepted under state law/);
    await expect(hiddenAnswer).toBeInTheDocument();
    await expect(hiddenAnswer).not.toBeVisible();
  },
};

/** A click opens an answer; Space closes it and Enter opens it again from the keyboard. */
export const OpenAnswer: Story = {
  play: async ({ canvas, userEvent }) => {
    const question = canvas.getByRole('button', { name: ID_QUESTION });
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = canvas.getByRole('region', { name: ID_QUESTION });
    await expect(question).toHaveAttribute('aria-controls', answer.id);
    // The CMS answer's blank line makes two paragraphs.
    await expect(answer.querySelectorAll('p')).toHaveLength(2);
    await expect(
      within(answer).getByText('Medical patients also bring their state medical card.'),
    ).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('region', { name: ID_QUESTION })).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    // Only the question asked for opens.
    await expect(canvas.getByRole('button', { name: 'Do you deliver?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const OpenAnswerMobile: Story = { ...OpenAnswer, globals: MOBILE };

/**
 * A question long enough to wrap beside its chevron, a long two-paragraph answer, and one with
 * no category, which the page files under "General".
 */
export const LongTexts: Story = {
  args: {
    groups: groupsOf([
      ...faqItems.slice(0, 2),
      {
        _id: 'faq-long',
        category: '',
        question:
          'If I placed an online order for pickup at one store but can no longer get there today, can I move the order to another Greenleaf Market location or have it delivered instead?',
        answer:
          'Orders are prepared by the store you chose, so they cannot be moved to another location once the budtenders have started packing them. Cancel the order from your account and place a new one at the store you can reach; your cart is kept for you.\n\nDelivery is available from selected stores only. Choose “Delivery” in the store selector and enter your address to see whether we deliver to you, and which delivery windows are still open today.',
      },
    ]),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'General' })).toBeVisible();
    const question = canvas.getByRole('button', { name: /^If I placed an online order/ });
    await userEvent.click(question);
    const answer = canvas.getByRole('region', { name: /^If I placed an online order/ });
    await expect(within(answer).getByText(/which delivery windows are still open/)).toBeVisible();
  },
};

export const LongTextsMobile: Story = { ...LongTexts, globals: MOBILE };

/** While the questions load: two groups of closed questions, announced once. */
export const Loading: Story = {
  render: () => <FaqAccordionSkeleton />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading questions');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
