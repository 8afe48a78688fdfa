import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { TicketReplyBody } from '../../schemas/api/requestBodies';
import { useApiClient } from './ApiClientProvider';
import type { ApiClient } from './client';
import { defaultApiClient } from './defaultClient';
import type { FormBody } from './formData';
import { readPage } from './readWith';

/**
 * Support tickets, the contact form and career applications (paths are ours, spec
 * 7.8). A body holding a file goes as multipart (spec 3 "Form bodies", 7.1).
 */
export const supportCalls = (client: ApiClient) => ({
  createTicket: (token: string, body: FormBody, withFile: boolean) =>
    client.post('/tickets', body, { token, multipart: withFile }),
  replyToTicket: (token: string, id: string, body: TicketReplyBody) =>
    client.post(`/tickets/${encodeURIComponent(id)}/replies`, body, { token }),
  sendContactMessage: (body: FormBody) => client.post('/contact-messages', body, { token: null }),
  applyForJob: (body: FormBody) =>
    client.post('/careers/applications', body, { token: null, multipart: true }),
});

/** The signed-in shopper's tickets, latest activity first; the token keys them per shopper. */
export const ticketsQuery = (token: string | null, client: ApiClient = defaultApiClient) =>
  queryOptions({
    queryKey: ['tickets', token],
    queryFn:
      token === null || token === ''
        ? skipToken
        : async ({ signal }) =>
            (
              await readPage(
                (s) => s.TicketSchema,
                await client.get('/tickets', { token, signal }),
                'GET /tickets',
              )
            ).items,
  });

export const careerOpeningsQuery = (client: ApiClient = defaultApiClient) =>
  queryOptions({
    queryKey: ['careers'],
    queryFn: async ({ signal }) =>
      (
        await readPage(
          (s) => s.CareerOpeningSchema,
          await client.get('/careers', { signal }),
          'GET /careers',
        )
      ).items,
  });

export const useTickets = (token: string | null) => useQuery(ticketsQuery(token, useApiClient()));
export const useCareerOpenings = () => useQuery(careerOpeningsQuery(useApiClient()));
