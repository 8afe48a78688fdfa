import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Page, Title } from '../../engine/pages/frame/frame.styles';
import { eventDetailsData } from '../../engine/viewmodels/content/contentView';
import { useSanitizedHtml } from '../../engine/viewmodels/richText/useSanitizedHtml';
import { events } from '../../fixtures/data/contentPages';
import type { ContentEventWire } from '../../fixtures/data/contentTypes';
import { ContentEventSchema } from '../../schemas';
import { EventDetails, EventDetailsSkeleton } from '../../variants/content/EventDetails';
import { imagesLoaded } from '../catalogue/storyHelpers';

type Props = ComponentProps<typeof EventDetails>;

const MOBILE = { viewport: { value: 'mobile', isRotated: false } };

function fixtureEvent(slug: string): ContentEventWire {
  const event = events.find((candidate) => candidate.slug === slug);
  if (!event) throw new Error(`No event fixture "${slug}"`);
  return event;
}

/**
 * The props the event page builds from a CMS record, except that `html` is still the CMS's own:
 * the story's render sanitises it as the page does, so args never reach the view unsanitised.
 */
const eventArgs = (wire: ContentEventWire): Props => {
  const event = ContentEventSchema.parse(wire);
  return eventDetailsData(event, event.html);
};

/** The page's path for CMS HTML: the one sanitiser, through the same cached query. */
function SanitisedEventDetails(props: Props) {
  const html = useSanitizedHtml(props.html);
  return <EventDetails {...props} html={html} />;
}

const harvestMarket = fixtureEvent('fall-harvest-market');

/**
 * The page's main region below the band the shell's sticky header takes: the facts card sticks
 * below that header, so without the band it would sit lower than the cover beside it.
 */
const UnderHeader = styled.main`
  padding-top: ${({ theme }) => theme.layout.headerHeight};
`;

const meta = {
  title: 'Content/EventDetails',
  component: EventDetails,
  args: eventArgs(harvestMarket),
  render: (args) => <SanitisedEventDetails {...args} />,
  decorators: [
    // The page's column and its heading, the event's title.
    (Story, { args }) => (
      <UnderHeader>
        <Page>
          <Title>{args.title}</Title>
          <Story />
        </Page>
      </UnderHeader>
    ),
  ],
} satisfies Meta<typeof EventDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cover, then the facts card beside the description from desktop; directions open Maps. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const facts = within(canvas.getByRole('complementary', { name: 'Event details' }));
    await expect(facts.getByText('Saturday, December 5, 2026')).toHaveAttribute(
      'datetime',
      '2026-12-05T12:00:00-05:00',
    );
    await expect(facts.getByText('12:00 PM – 5:00 PM')).toBeVisible();
    await expect(facts.getByText('Greenleaf Market Troy')).toBeVisible();
    await expect(facts.getByText('1250 E Big Beaver Rd')).toBeVisible();
    await expect(facts.getByText('Troy, MI 48083')).toBeVisible();
    const directions = facts.getByRole('link', { name: 'Get directions' });
    await expect(directions.getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Greenleaf%20Market%20Troy/,
    );
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(
      canvas.getByText(
        'Meet six Michigan growers, taste their terpene profiles and shop market-only deals.',
      ),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'What to expect' })).toBeVisible();
    await expect(canvas.getByText('Live music from 2 PM.')).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'Illustration of pre-rolls on a sand-coloured background' }),
    ).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/** Phones: cover, then the facts, then the text. */
export const Mobile: Story = { ...Default, globals: MOBILE };

/**
 * A hastily entered event: no cover, a date without a time, a store without an address (so no
 * directions), and markup pasted from another site, which the sanitiser strips of its script,
 * handler and javascript: link while keeping the words.
 */
export const Minimal: Story = {
  args: eventArgs({
    ...fixtureEvent('expungement-clinic-detroit'),
    image: '',
    startsAt: '2026-12-12',
    endsAt: '',
    place: { name: 'Greenleaf Market Detroit' },
    html:
      `${fixtureEvent('expungement-clinic-detroit').html}` +
      '<script>window.__pwned = true;</script>' +
      '<p><a href="javascript:alert(1)" onclick="alert(2)">Reserve a seat</a> at the counter.</p>',
  }),
  play: async ({ canvas, canvasElement }) => {
    const facts = within(canvas.getByRole('complementary', { name: 'Event details' }));
    await expect(facts.getByText('Saturday, December 12, 2026')).toBeVisible();
    await expect(facts.getByText('Greenleaf Market Detroit')).toBeVisible();
    await expect(facts.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(await canvas.findByText('Reserve a seat')).not.toHaveAttribute('href');
    await expect(canvas.getByText(/No appointment needed/)).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onclick]')).toBeNull();
    await expect(canvasElement.querySelector('a[href^="javascript"]')).toBeNull();
  },
};

/** A long store name and address in the 320 px facts column, and a long summary. */
export const LongTexts: Story = {
  args: eventArgs({
    ...harvestMarket,
    summary:
      'Meet six Michigan growers, taste their terpene profiles, shop market-only deals on flower, pre-rolls and concentrates, and stay for live music, grower talks and a raffle for a year of free pre-rolls.',
    place: {
      name: 'Greenleaf Market Ann Arbor Downtown Medical & Adult-Use Flagship',
      address: '2300 South State Street, Suite 104 (entrance on the Packard Street side)',
      city: 'Ann Arbor',
      state: 'MI',
      postalCode: '48104',
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    const facts = canvas.getByRole('complementary', { name: 'Event details' });
    await expect(
      within(facts).getByText('Greenleaf Market Ann Arbor Downtown Medical & Adult-Use Flagship'),
    ).toBeVisible();
    // Long words wrap inside the card instead of pushing it wider than its column.
    await waitFor(() => expect(facts.scrollWidth).toBeLessThanOrEqual(facts.clientWidth));
    await expect(await canvas.findByRole('heading', { name: 'What to expect' })).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/** While the event loads: the cover, facts and text as skeletons, announced once. */
export const Loading: Story = {
  render: () => <EventDetailsSkeleton />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the event');
    await expect(canvas.queryByRole('complementary')).toBeNull();
  },
};
