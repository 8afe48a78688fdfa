import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import ContentPage from '../../engine/pages/ContentPage';
import { errorHandler, fixedHandler, loadingHandler } from '../../fixtures/mocks/handlers';
import { Main, imagesLoaded } from '../catalogue/storyHelpers';

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };

/** /about, /faq, the policy pages, /events/{x} and /response/{x}, from the mock CMS. */
const meta = {
  title: 'Content/Info pages',
  component: ContentPage,
  render: () => (
    <Main>
      <ContentPage />
    </Main>
  ),
  parameters: { route: '/about' },
} satisfies Meta<typeof ContentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 8000 });

export const About: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await heading(canvasElement, 'About Greenleaf Market')).toBeVisible();
    await expect(await canvas.findByText(/six strains and a promise/)).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'On this page' })).toBeNull();
  },
};

export const AboutMobile: Story = { ...About, globals: MOBILE };

/** Spec 2.5/2.7's "Terms & Condition" crumb; the CMS title heads the page; a table of contents. */
export const Terms: Story = {
  parameters: { route: '/terms-and-conditions' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await heading(canvasElement, 'Terms & Conditions')).toBeVisible();
    const toc = within(canvas.getByRole('navigation', { name: 'On this page' }));
    await expect(toc.getAllByRole('link')).toHaveLength(6);
    await expect(toc.getByRole('link', { name: 'Purchase limits' })).toHaveAttribute(
      'href',
      '#purchase-limits',
    );
    await expect(await canvas.findByText(/State law limits how much cannabis/)).toBeVisible();
  },
};

export const TermsMobile: Story = { ...Terms, globals: MOBILE };

export const Privacy: Story = {
  parameters: { route: '/privacy-policy' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await heading(canvasElement, 'Privacy Policy')).toBeVisible();
    await expect(await canvas.findByText(/We never sell your personal information/)).toBeVisible();
  },
};

export const PolicyLoading: Story = {
  parameters: { route: '/privacy-policy', msw: [loadingHandler('infoPage')] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the page');
  },
};

export const PolicyNotPublished: Story = {
  parameters: { route: '/privacy-policy', msw: [errorHandler('infoPage', 404, 'Page not found')] },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'This page isn’t published yet' }),
    ).toBeVisible();
  },
};

/** Questions open and close with Enter and Space; answers are labelled regions. */
export const Faq: Story = {
  parameters: { route: '/faq' },
  play: async ({ canvas, userEvent }) => {
    const question = await canvas.findByRole(
      'button',
      { name: 'What ID do I need to bring?' },
      { timeout: 8000 },
    );
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    question.focus();
    await userEvent.keyboard('{Enter}');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = canvas.getByRole('region', { name: 'What ID do I need to bring?' });
    await expect(answer).toHaveTextContent('Medical patients also bring their state medical card.');
    await userEvent.keyboard(' ');
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('region', { name: 'What ID do I need to bring?' })).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  },
};

export const FaqMobile: Story = { ...Faq, globals: MOBILE };

export const FaqLoading: Story = {
  parameters: { route: '/faq', msw: [loadingHandler('faq')] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading questions');
  },
};

export const FaqEmpty: Story = {
  parameters: {
    route: '/faq',
    msw: [fixedHandler('faq', { statusCode: 200, data: { data: [], total: 0 } })],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No questions yet' })).toBeVisible();
  },
};

export const FaqError: Story = {
  parameters: {
    route: '/faq',
    msw: [errorHandler('faq', 500, 'The FAQ is unavailable right now.')],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The FAQ is unavailable right now.',
    );
  },
};

/** Date, time and store with directions; Event JSON-LD; no breadcrumbs (spec 2.7). */
export const Event: Story = {
  parameters: { route: '/events/fall-harvest-market' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await heading(canvasElement, 'Fall Harvest Market')).toBeVisible();
    const facts = within(canvas.getByRole('complementary', { name: 'Event details' }));
    await expect(facts.getByText('Saturday, December 5, 2026')).toBeVisible();
    await expect(facts.getByText('12:00 PM – 5:00 PM')).toBeVisible();
    await expect(facts.getByText('Greenleaf Market Troy')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
    await waitFor(() =>
      expect(
        canvasElement.querySelector('script[type="application/ld+json"]')?.textContent,
      ).toContain('"@type":"Event"'),
    );
    await imagesLoaded(canvasElement);
  },
};

export const EventMobile: Story = { ...Event, globals: MOBILE };

export const EventLoading: Story = {
  parameters: { route: '/events/fall-harvest-market', msw: [loadingHandler('event')] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the event');
  },
};

export const EventNotFound: Story = {
  parameters: { route: '/events/summer-2019' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'We couldn’t find this event' }),
    ).toBeVisible();
  },
};

export const ResponseSuccess: Story = {
  parameters: { route: '/response/thank-you' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await heading(canvasElement, 'Thank you!')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const ResponseSuccessMobile: Story = { ...ResponseSuccess, globals: MOBILE };

export const ResponseInfo: Story = {
  parameters: { route: '/response/unsubscribed' },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'You have been unsubscribed')).toBeVisible();
  },
};

export const ResponseError: Story = {
  parameters: { route: '/response/link-expired' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This link has expired');
  },
};

export const ResponseUnknown: Story = {
  parameters: { route: '/response/whatever' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Nothing to show here' }),
    ).toBeVisible();
  },
};
