/**
 * Inside a studio preview frame (`?studioFrame` in an iframe of the studio): the site settings
 * come from the studio's messages instead of the mock backend, and each new document replaces the
 * settings query's data, so the storefront re-renders without reloading; after each render the
 * frame reports which of the editor's texts overflow at its width. The frame plays the
 * shopper its address names in storage of its own, in memory: a signed-in preview never signs
 * the editor's own storefront tabs in, and a previewed store never becomes theirs.
 */
import type { QueryClient } from '@tanstack/react-query';
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
  // A signed-in shopper's session comes with the first document (the studio signed in once for
  // every frame: previewSession.ts), and goes into the frame's own memory before the stores read it.
  const joined = await followStudio(queryClient, win, (session) => {
    if (shopper.signedIn && session !== null) {
      storage.setItem('sessionHandle', JSON.stringify(session));
    }
  });
  if (joined) preloadOnPageVariants();
  return joined;
}

/**
 * Applies every document the studio sends and reports overflowing texts; resolves once the first
 * document arrived (or the wait ran out).
 */
function followStudio(
  queryClient: QueryClient,
  win: Window,
  onFirstSession: (session: string | null) => void,
): Promise<boolean> {
  const { queryKey } = siteSettingsQuery();
  let texts: readonly PreviewText[] = [];
  const measureAgain = watchOverflow(
    win,
    () => texts,
    (paths) => win.parent.postMessage(frameOverflow(win.innerWidth, paths), win.location.origin),
  );
  // Once the page has started, a late session is not applied: the stores have read storage.
  let started = false;
  return new Promise((resolve) => {
    const start = () => {
      started = true;
      resolve(true);
    };
    const timer = win.setTimeout(start, FIRST_DOCUMENT_WAIT_MS);
    win.addEventListener('message', (event) => {
      if (event.origin !== win.location.origin || event.source !== win.parent) return;
      const message = StudioConfigSchema.safeParse(event.data);
      if (!message.success) return;
      // A settings request still in flight must not overwrite the studio's document.
      void queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, parseSiteConfig(message.data.document));
      texts = message.data.texts;
      measureAgain();
      if (!started) onFirstSession(message.data.session);
      win.clearTimeout(timer);
      start();
    });
    win.parent.postMessage(frameReady(), win.location.origin);
  });
}
