import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../fixtures/data';

// A visitor starts as a guest (issue 17). Journeys that need a signed-in shopper sign in for
// real: POST /api/auth/sign-in on the mock backend, then keep the token it issued the way the
// app does (localStorage "authToken").

type Credentials = { email: string; password: string };
const DEMO: Credentials = { email: DEMO_EMAIL, password: DEMO_PASSWORD };

/**
 * Signs in from an open page of the app (vite preview: the page's mock worker answers /api and
 * keeps the session for later loads) and returns the token, without storing it.
 */
export async function issueToken(page: Page, credentials: Credentials = DEMO): Promise<string> {
  // The app renders once its mock backend answers: then /api calls from the page reach it.
  await page.getByRole('banner').first().waitFor();
  const token = await page.evaluate(async ({ email, password }) => {
    const response = await fetch('/api/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const body = (await response.json()) as { token?: unknown };
    return typeof body.token === 'string' ? body.token : null;
  }, credentials);
  if (token === null) throw new Error(`could not sign in as ${credentials.email}`);
  return token;
}

/** Keeps `token` as the app does; the next page load starts signed in. */
export async function storeToken(page: Page, token: string): Promise<void> {
  await page.evaluate((value) => {
    window.localStorage.setItem('authToken', JSON.stringify(value));
  }, token);
}

/** Opens the app and signs the demo shopper in; the next navigation is signed in. */
export async function signInAsDemoShopper(page: Page): Promise<string> {
  await page.goto('/?fixture=default');
  const token = await issueToken(page);
  await storeToken(page, token);
  return token;
}

/** The production server's mock API over HTTP (no page needed): the token it issued. */
export async function issueServerToken(
  request: APIRequestContext,
  origin: string,
  credentials: Credentials = DEMO,
): Promise<string> {
  const response = await request.post(`${origin}/api/auth/sign-in`, { data: credentials });
  const body = (await response.json()) as { token?: unknown };
  if (typeof body.token !== 'string') throw new Error(`could not sign in as ${credentials.email}`);
  return body.token;
}
