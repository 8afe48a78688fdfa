import { EVENT_BATCH_BYTES_MAX } from '../schemas/analytics/events';

/**
 * The storefront's own /api refusals, in the API's error shape (spec 7.1 and 8: the app shows
 * `message` to the shopper), so a refused call reads like any other failed one.
 */
export function apiError(status: number, message: string): Response {
  return Response.json({ statusCode: status, message }, { status });
}

export const API_MESSAGES = {
  crossSite: 'This request was refused because it did not come from this storefront.',
  tooLarge: 'This request is too large. Attachments may be up to 10 MB.',
  mediaType: 'Send data as JSON (application/json) or as a form (multipart/form-data).',
  badJson: 'The request could not be read: its body is not valid JSON.',
  badForm: 'The request could not be read: its form data is malformed.',
  eventsTooLarge: `This batch of events is too large: the collector takes up to ${EVENT_BATCH_BYTES_MAX / 1024} KB at once.`,
  eventsMediaType: 'Send events as JSON (application/json, or text/plain from a beacon).',
  unusableAnswer: "The store's API gave an answer the storefront cannot use. Please try again.",
  answerTooLarge: "The store's answer was too large to read. Please try again later.",
} as const;
