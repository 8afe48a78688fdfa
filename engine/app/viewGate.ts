/**
 * When server-rendered content below the fold should get its code (HydrateOnView): once any of
 * its elements comes within VIEW_MARGIN of the viewport, or the shopper points at, touches or
 * focuses it first. The content is then rendered by React in place of the server's copy of it; a
 * click that landed before is replayed, and focus put back, on the same element of the new copy.
 */

/** How far ahead of the viewport content starts loading: about two phone scroll flicks. */
export const VIEW_MARGIN = '300px 0px';

/** Events that say the shopper is about to use the content: start loading at once. */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/** What a held click is replayed on: the element a person meant, not the text inside it. */
const CLICKABLE = 'a, button, input, select, textarea, label, summary, [role="button"]';

/** The parts of a browser window the gate uses (a fake in unit tests). */
export type GateWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'matchMedia'> & {
  IntersectionObserver?: typeof IntersectionObserver;
};

/** An element's place under `container`: the index of each ancestor among its siblings. */
export type ElementPath = readonly number[];

export function pathOf(container: Element, element: Element): ElementPath | null {
  const path: number[] = [];
  let at: Element | null = element;
  while (at !== null && at !== container) {
    const parent: Element | null = at.parentElement;
    if (parent === null) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, at));
    at = parent;
  }
  return at === container ? path : null;
}

export function elementAt(container: Element, path: ElementPath): Element | null {
  let at: Element | null = container;
  for (const index of path) {
    at = at.children.item(index);
    if (at === null) return null;
  }
  return at;
}

export type ViewGate = {
  /**
   * Starts watching `container`'s elements for view and intent, and `media` (a media query: open
   * while it matches, for content fixed to the screen); `open` is called once.
   */
  watch(container: Element, win: GateWindow, open: () => void, media?: string): () => void;
  /** The content has been rendered anew in `container`: replays a held click, restores focus. */
  rendered(container: Element, activeElement: Element | null): void;
};

export function createViewGate(): ViewGate {
  let heldClick: ElementPath | null = null;
  let focused: ElementPath | null = null;
  let stop: () => void = () => {};

  return {
    watch(container, win, open, media) {
      let opened = false;
      const openOnce = () => {
        if (opened) return;
        opened = true;
        open();
      };
      // Capture on the window runs before React's own listener at the root.
      const onClick = (event: Event) => {
        const target = event.target;
        if (!(target instanceof Element) || !container.contains(target)) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        const clickable = target.closest(CLICKABLE);
        heldClick =
          clickable && container.contains(clickable) ? pathOf(container, clickable) : null;
        openOnce();
      };
      const onIntent = (event: Event) => {
        const target = event.target;
        if (!(target instanceof Element) || !container.contains(target)) return;
        if (event.type === 'focusin') focused = pathOf(container, target);
        openOnce();
      };
      win.addEventListener('click', onClick, true);
      for (const type of INTENT_EVENTS) win.addEventListener(type, onIntent, true);
      const Observer = win.IntersectionObserver;
      let observer: IntersectionObserver | null = null;
      if (Observer) {
        observer = new Observer(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) openOnce();
          },
          { rootMargin: VIEW_MARGIN },
        );
        for (const element of Array.from(container.children)) observer.observe(element);
      } else openOnce();
      const query = media === undefined ? null : win.matchMedia(media);
      const onMedia = () => {
        if (query?.matches) openOnce();
      };
      query?.addEventListener('change', onMedia);
      onMedia();
      stop = () => {
        observer?.disconnect();
        query?.removeEventListener('change', onMedia);
        win.removeEventListener('click', onClick, true);
        for (const type of INTENT_EVENTS) win.removeEventListener(type, onIntent, true);
      };
      return () => stop();
    },
    rendered(container, activeElement) {
      stop();
      // Focus was on the server's copy, which is gone: give it to the same place in the new one.
      const lostFocus = activeElement === null || !container.contains(activeElement);
      if (focused && lostFocus && (activeElement === null || activeElement.tagName === 'BODY')) {
        const target = elementAt(container, focused);
        if (target instanceof HTMLElement) target.focus();
      }
      if (heldClick) {
        const target = elementAt(container, heldClick);
        if (target instanceof HTMLElement) target.click();
      }
      heldClick = null;
      focused = null;
    },
  };
}
