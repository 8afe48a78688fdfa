/**
 * The preview session's analytics events, as the mock's collector kept them (GET /api/events,
 * served only where each visitor has a backend of their own). The frames share the studio's
 * sandbox, so what they send is read here; `?fixture=` names the backend of the site previewed.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { CollectedEventSchema } from '../../schemas/analytics/events';
import type { ApiClient } from '../api/client';
import { defaultApiClient } from '../api/defaultClient';

/** How often the open panel asks again. */
export const SESSION_EVENTS_REFRESH_MS = 2000;

const AnswerSchema = z.object({ data: z.object({ data: z.array(CollectedEventSchema) }) });

export const sessionEventsQuery = (site: string, client: ApiClient = defaultApiClient) =>
  queryOptions({
    queryKey: ['studio', 'events', site],
    queryFn: async ({ signal }) => {
      const answer = AnswerSchema.safeParse(
        await client.get('/events', { signal, query: { fixture: site } }),
      );
      if (!answer.success) throw new Error('The mock answered events the studio cannot read.');
      return answer.data.data.data;
    },
  });
