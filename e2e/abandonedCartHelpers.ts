import type { BrowserContext, Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../fixtures/data';
import type { AbandonedCartEmailBody, AbandonedCartNotificationBody } from '../schemas';

/** The abandoned-cart journeys run on the production server: one mock backend for every tab. */
export const SERVER = `http://127.0.0.1:${process.env.E2E_SERVER_PORT ?? 3100}`;

/**
 * Signs in through the mock backend's sign-in route and stores the token the way the app keeps
 * it (localStorage sessionHandle, JSON), so the journeys do not depend on a demo session.
 */
export async function signIn(context: BrowserContext): Promise<string> {
  const response = await context.request.post(`${SERVER}/api/auth/sign-in`, {
    data: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
  });
  const { token } = (await response.json()) as { token: string };
  await context.addInitScript((value) => {
    window.localStorage.setItem('sessionHandle', JSON.stringify(value));
  }, token);
  return token;
}

export type Records = {
  abandonedCartEmails: AbandonedCartEmailBody[];
  abandonedCartNotifications: { visitorId: string; body: AbandonedCartNotificationBody }[];
  checkouts: Record<string, unknown>[];
};

/** What the mock backend recorded (the default site's backend, shared by every tab). */
export async function records(page: Page): Promise<Records> {
  const response = await page.request.get(`${SERVER}/api/mock/abandoned-cart-records`);
  return ((await response.json()) as { data: Records }).data;
}

/** Every POST whose path contains `part`, with the time it was sent, across the context's tabs. */
export function watchPosts(context: BrowserContext, part: string) {
  const posts: { at: number; path: string; body: unknown }[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'POST' && url.pathname.includes(part)) {
      posts.push({ at: Date.now(), path: url.pathname, body: request.postDataJSON() });
    }
  });
  return posts;
}
