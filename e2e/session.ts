import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../fixtures/data';
import { STOREFRONT_REQUEST_HEADER } from '../engine/api/client';

// A visitor starts as a guest. Journeys that need a signed-in shopper sign in for real:
// POST /api/auth/sign-in on the mock backend, which keeps the token in an HttpOnly cookie and
// answers a session handle, then keep that handle the way the app does (localStorage
// "sessionHandle").

type Credentials = { email: string; password: string };
const DEMO: Credentials = { email: DEMO_EMAIL, password: DEMO_PASSWORD };

/**
 * Signs in from an open page of the app (the browser keeps the session cookie) and returns the
 * session handle, without storing it.
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

/** Keeps the session handle as the app does; the next page load starts signed in. */
export async function storeToken(page: Page, token: string): Promise<void> {
  await page.evaluate((value) => {
    window.localStorage.setItem('sessionHandle', JSON.stringify(value));
  }, token);
}

/** Opens the app and signs the demo shopper in; the next navigation is signed in. */
export async function signInAsDemoShopper(page: Page): Promise<string> {
  await page.goto('/?fixture=default');
  const token = await issueToken(page);
  await storeToken(page, token);
  return token;
}

/**
 * Signs in over HTTP (no page needed) and returns the session handle; `request` keeps the session
 * cookie (a browser context's own `request` shares it with the context's pages).
 */
export async function issueServerToken(
  request: APIRequestContext,
  origin: string,
  credentials: Credentials = DEMO,
): Promise<string> {
  const response = await request.post(`${origin}/api/auth/sign-in`, {
    data: credentials,
    headers: { [STOREFRONT_REQUEST_HEADER]: 'storefront' },
  });
  const body = (await response.json()) as { token?: unknown };
  if (typeof body.token !== 'string') throw new Error(`could not sign in as ${credentials.email}`);
  return body.token;
}
