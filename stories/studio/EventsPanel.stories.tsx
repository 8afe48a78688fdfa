import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EventsPanel } from '../../engine/studio/EventsPanel';
import { SAMPLE_SESSION } from '../../fixtures/data/events';
import { errorHandler, fixedHandler, loadingHandler } from '../../fixtures/mocks/handlers';

const session = fixedHandler('events', {
  statusCode: 200,
  data: { data: SAMPLE_SESSION, total: SAMPLE_SESSION.length },
});

/** The studio's events drawer (/__studio, under the preview): what the frames sent. */
const meta = {
  title: 'Studio/Events panel',
  component: EventsPanel,
  args: { site: 'default', initiallyOpen: true },
  parameters: { msw: [session] },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EventsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const summaryOf = (canvasElement: HTMLElement) => canvasElement.querySelector('summary');

export const Session: Story = {
  play: async ({ canvas, canvasElement }) => {
    const table = await canvas.findByRole('table', { name: /newest first/ });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(SAMPLE_SESSION.length);
    // Newest first: the last measurement, then the search.
    await expect(rows[0]).toHaveTextContent('14:30:40web_vitalsCLS 0.020, good (mobile)');
    await expect(rows[1]).toHaveTextContent('“gummies”');
    await expect(within(table).getByText('2 × Blue Dream · $70.00')).toBeVisible();
    await expect(within(table).getAllByText('Necessary only')).toHaveLength(5);
    await expect(summaryOf(canvasElement)).toHaveTextContent(`Events${SAMPLE_SESSION.length}`);
  },
};

/** Closed, it asks for nothing; its summary is the first stop of the keyboard. */
export const Closed: Story = {
  args: { initiallyOpen: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.tab();
    const summary = summaryOf(canvasElement);
    await expect(summary).toHaveFocus();
    if (summary !== null) await userEvent.click(summary);
    await expect(await canvas.findByRole('table', { name: /newest first/ })).toBeVisible();
    await userEvent.click(summary ?? canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: [fixedHandler('events', { statusCode: 200, data: { data: [], total: 0 } })] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^No events yet\. Use the preview/)).toHaveAttribute(
      'role',
      'status',
    );
  },
};

export const Loading: Story = {
  parameters: { msw: [loadingHandler('events')] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the events…');
  },
};

export const Failed: Story = {
  parameters: { msw: [errorHandler('events', 503, 'The mock is restarting.')] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The events could not be loaded: The mock is restarting.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
