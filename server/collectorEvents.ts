/**
 * The mock API's collector read, `GET /collector/events[?name=web_vitals]`: the analytics events
 * its backend keeps, oldest first, for `npm run vitals:report`. Outside /api on purpose: the
 * storefront forwards only /api to its API, so no shopper can read the others' events through it.
 */
import type { Context } from 'hono';
import { ANALYTICS_EVENT_NAMES } from '../schemas/analytics/events';
import { apiError } from './apiErrors';
import type { CollectingMockApi } from './mockApi';

export const COLLECTOR_EVENTS_PATH = '/collector/events';

const KNOWN_NAMES: ReadonlySet<string> = new Set(ANALYTICS_EVENT_NAMES);

/** Answers the events of `sandboxOf(c)`, all of them or those named `?name=`. */
export function collectorEvents(
  mockApi: Pick<CollectingMockApi, 'eventsOf'>,
  sandboxOf: (c: Context) => string,
) {
  return (c: Context): Response => {
    const name = c.req.query('name');
    if (name !== undefined && !KNOWN_NAMES.has(name))
      return apiError(
        400,
        `No event is named "${name}"; known names: ${ANALYTICS_EVENT_NAMES.join(', ')}.`,
      );
    const events = mockApi
      .eventsOf(sandboxOf(c))
      .filter((event) => name === undefined || event.name === name);
    return Response.json(
      { statusCode: 200, data: { data: events, total: events.length } },
      { headers: { 'cache-control': 'no-store' } },
    );
  };
}
