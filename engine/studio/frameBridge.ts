/**
 * Inside a studio preview frame (`?studioFrame` in an iframe of the studio): the site settings
 * come from the studio's messages instead of the mock backend, and each new document replaces the
 * settings query's data, so the storefront re-renders without reloading; after each render the
 * frame reports which of the editor's texts overflow at its width. The frame plays the
 * shopper its address names in storage of its own, in memory: a signed-in preview never signs
 * the editor's own storefront tabs in, and a previewed store never becomes theirs.
 */
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../fixtures/data';
import { parseSiteConfig } from '../../schemas/site';
import { siteSettingsQuery } from '../api/queries';
import { StudioConfigSchema, frameOverflow, frameReady, type PreviewText } from './frameProtocol';
import { watchOverflow } from './overflowProbe';
import { isStudioFrame } from './studioFrame';
import { createMemoryStorage, isolatePageStorage } from '../stores/storage';
import { shopperFromSearch, shopperStorage } from './shopperState';
import { preloadOnPageVariants } from './preloadVariants';

/** Long enough for the studio to answer; short enough that a lost studio still shows a page. */
const FIRST_DOCUMENT_WAIT_MS = 3000;

/**
 * Joins the studio when this page is one of its frames; resolves true once the first document
 * has arrived (or the wait ran out), so the first render already shows the studio's document.
 * Resolves false at once on an ordinary page.
 */
export async function joinStudioIfFramed(queryClient: QueryClient, win: Window): Promise<boolean> {
  if (!isStudioFrame(win)) return false;
  const shopper = shopperFromSearch(win.location.search);
  const storage = createMemoryStorage(shopperStorage(shopper));
  isolatePageStorage(storage, createMemoryStorage());
  const [joined] = await Promise.all([
    followStudio(queryClient, win),
    shopper.signedIn ? signIn(win, storage) : undefined,
  ]);
  if (joined) preloadOnPageVariants();
  return joined;
}

const SignInAnswerSchema = z.object({ token: z.string().min(1) });

/**
 * The studio's "signed in" shopper: the frame signs the demo shopper in with the mock backend
 * (MSW or HTTP alike) and keeps the token in its own memory, before the stores read it. A failed
 * sign-in previews a guest.
 */
async function signIn(win: Window, storage: Storage): Promise<void> {
  try {
    // One frame at a time: the in-browser mock keeps sessions in one stored list, and three
    // frames signing in at once would each save the list without the others' sessions.
    const locks = win.navigator.locks as LockManager | undefined;
    if (locks) await locks.request('studio-preview-sign-in', () => requestToken(win, storage));
    else await requestToken(win, storage);
  } catch {
    // No answer: the frame shows the guest's storefront.
  }
}

async function requestToken(win: Window, storage: Storage): Promise<void> {
  const response = await win.fetch('/api/auth/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  const answer = SignInAnswerSchema.safeParse(await response.json());
  if (answer.success) storage.setItem('sessionHandle', JSON.stringify(answer.data.token));
}

/**
 * Applies every document the studio sends and reports overflowing texts; resolves once the first
 * document arrived (or the wait ran out).
 */
function followStudio(queryClient: QueryClient, win: Window): Promise<boolean> {
  const { queryKey } = siteSettingsQuery();
  let texts: readonly PreviewText[] = [];
  const measureAgain = watchOverflow(
    win,
    () => texts,
    (paths) => win.parent.postMessage(frameOverflow(win.innerWidth, paths), win.location.origin),
  );
  return new Promise((resolve) => {
    const timer = win.setTimeout(() => resolve(true), FIRST_DOCUMENT_WAIT_MS);
    win.addEventListener('message', (event) => {
      if (event.origin !== win.location.origin || event.source !== win.parent) return;
      const message = StudioConfigSchema.safeParse(event.data);
      if (!message.success) return;
      // A settings request still in flight must not overwrite the studio's document.
      void queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, parseSiteConfig(message.data.document));
      texts = message.data.texts;
      measureAgain();
      win.clearTimeout(timer);
      resolve(true);
    });
    win.parent.postMessage(frameReady(), win.location.origin);
  });
}
