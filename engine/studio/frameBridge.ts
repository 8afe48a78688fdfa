/**
 * Inside a studio preview frame (`?studioFrame` in an iframe of the studio): the site settings
 * come from the studio's messages instead of the mock backend, and each new document replaces the
 * settings query's data, so the storefront re-renders without reloading.
 */
import type { QueryClient } from '@tanstack/react-query';
import { siteSettingsQuery } from '../api/queries';
import { STUDIO_FRAME_PARAM, StudioConfigSchema, frameReady } from './frameProtocol';

/** Long enough for the studio to answer; short enough that a lost studio still shows a page. */
const FIRST_DOCUMENT_WAIT_MS = 3000;

/**
 * Joins the studio when this page is one of its frames; resolves true once the first document
 * has arrived (or the wait ran out), so the first render already shows the studio's document.
 * Resolves false at once on an ordinary page.
 */
export function joinStudioIfFramed(queryClient: QueryClient, win: Window): Promise<boolean> {
  const framed = win.parent !== win;
  if (!framed || !new URLSearchParams(win.location.search).has(STUDIO_FRAME_PARAM)) {
    return Promise.resolve(false);
  }
  const { queryKey } = siteSettingsQuery();
  return new Promise((resolve) => {
    const timer = win.setTimeout(() => resolve(true), FIRST_DOCUMENT_WAIT_MS);
    win.addEventListener('message', (event) => {
      if (event.origin !== win.location.origin || event.source !== win.parent) return;
      const message = StudioConfigSchema.safeParse(event.data);
      if (!message.success) return;
      // A settings request still in flight must not overwrite the studio's document.
      void queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, message.data.document);
      win.clearTimeout(timer);
      resolve(true);
    });
    win.parent.postMessage(frameReady(), win.location.origin);
  });
}
