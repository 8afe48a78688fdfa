import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { CollectedEvent } from '../../schemas/analytics/events';
import { clockTime, consentLabel, eventDetails } from './eventSummary';
import { SESSION_EVENTS_REFRESH_MS, sessionEventsQuery } from './sessionEvents';
import * as F from './Fields.styles';
import * as S from './EventsPanel.styles';

/**
 * The studio's "Events" drawer under the preview: the analytics events the frames sent in this
 * session (what was seen, added, searched; the Web Vitals), newest first, asked for again every
 * 2 s while it is open and not at all while it is closed.
 */
export function EventsPanel({
  site,
  initiallyOpen = false,
}: {
  /** The fixture site previewed: the frames' events are kept in its backend. */
  site: string;
  initiallyOpen?: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const events = useQuery({
    ...sessionEventsQuery(site),
    enabled: open,
    refetchInterval: open ? SESSION_EVENTS_REFRESH_MS : false,
  });
  const count = events.data?.length ?? 0;

  return (
    <S.Panel open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        Events
        {count > 0 && <S.Count>{count}</S.Count>}
      </summary>
      {open && <EventsBody events={events} />}
    </S.Panel>
  );
}

function EventsBody({ events }: { events: UseQueryResult<CollectedEvent[]> }) {
  const captionId = useId();
  if (events.data === undefined && events.error !== null) {
    return (
      <S.Body>
        <S.Problem role="alert">
          <p>The events could not be loaded: {events.error.message}</p>
          <F.SmallButton
            type="button"
            disabled={events.isFetching}
            onClick={() => void events.refetch()}
          >
            Try again
          </F.SmallButton>
        </S.Problem>
      </S.Body>
    );
  }
  if (events.data === undefined) {
    return (
      <S.Body>
        <S.Note role="status">Loading the events…</S.Note>
      </S.Body>
    );
  }
  if (events.data.length === 0) {
    return (
      <S.Body>
        <S.Note role="status">
          No events yet. Use the preview: open a product, add it to the cart, search. A frame sends
          its events in batches, so they show here a moment later.
        </S.Note>
      </S.Body>
    );
  }
  // Keyed by arrival, so a row keeps its key as newer ones come in above it.
  const newestFirst = events.data.map((event, arrival) => ({ event, arrival })).toReversed();
  return (
    // Focusable so the list scrolls from the keyboard; named by its caption.
    <S.Body role="region" aria-labelledby={captionId} tabIndex={0}>
      <S.Table>
        <caption id={captionId} className="visually-hidden">
          Events of this preview session, newest first
        </caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Event</th>
            <th scope="col">Details</th>
            <th scope="col">Page</th>
            <th scope="col">Sent as</th>
          </tr>
        </thead>
        <tbody>
          {newestFirst.map(({ event, arrival }) => (
            <tr key={arrival}>
              <td>
                <time dateTime={new Date(event.at).toISOString()}>{clockTime(event.at)}</time>
              </td>
              <td>
                <code>{event.name}</code>
              </td>
              <td>{eventDetails(event)}</td>
              <td>
                <code>{event.context.route}</code>
              </td>
              <td>
                <S.Consent data-consent={event.consent}>{consentLabel(event.consent)}</S.Consent>
              </td>
            </tr>
          ))}
        </tbody>
      </S.Table>
      {events.error !== null && (
        <S.Note role="status">Could not refresh: {events.error.message} Trying again…</S.Note>
      )}
    </S.Body>
  );
}
