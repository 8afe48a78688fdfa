/**
 * When server-rendered content should get its code (HydrateOnView): once any of its elements
 * comes within VIEW_MARGIN of the viewport (content below the fold), or the shopper points at,
 * touches or focuses it first (all content; the only signal for content watched for intent
 * alone, such as the header). The content is then rendered by React in place of the server's
 * copy of it; a click or form submission that landed before is replayed, text typed meanwhile is
 * carried over and focus put back, on the same elements of the new copy. A press still held when
 * the copies swap is finished on the new copy: the browser would send its click to neither.
 */

/** How far ahead of the viewport content starts loading: about two phone scroll flicks. */
export const VIEW_MARGIN = '300px 0px';

/** Events that say the shopper is about to use the content: start loading at once. */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/** What a held click is replayed on: the element a person meant, not the text inside it. */
const CLICKABLE = 'a, button, input, select, textarea, label, summary, [role="button"]';

/**
 * A press that began on the server's copy and is released on React's: the browser sends the click
 * to an ancestor both share (or nowhere), so the new copy's element would never hear it. Clicks
 * `target` once the pointer comes up over it, unless the browser's own click got there.
 */
function finishPress(win: GateWindow, target: HTMLElement): void {
  let delivered = false;
  const onClick = (event: Event) => {
    if (event.target instanceof Node && target.contains(event.target)) delivered = true;
  };
  const stop = () => {
    win.removeEventListener('click', onClick, true);
    win.removeEventListener('pointerup', onUp, true);
    win.removeEventListener('pointercancel', stop, true);
  };
  // The click, if the browser sends one, follows pointerup in the same task.
  function onUp(event: Event) {
    const over = event.target instanceof Node && target.contains(event.target);
    setTimeout(() => {
      stop();
      if (over && !delivered && target.isConnected) target.click();
    });
  }
  win.addEventListener('click', onClick, true);
  win.addEventListener('pointerup', onUp, true);
  win.addEventListener('pointercancel', stop, true);
}

/** The parts of a browser window the gate uses (a fake in unit tests). */
export type GateWindow = Pick<
  Window,
  'addEventListener' | 'removeEventListener' | 'matchMedia' | 'setTimeout' | 'clearTimeout'
> & {
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

export type WatchOptions = {
  /** A media query: open while it matches (content fixed to the screen). */
  media?: string;
  /**
   * Open as the content nears the view (true, the default); 'scrolled': only as the shopper
   * scrolls toward it, not for content already near the view when watching starts (in view on
   * arrival, it is read as the server drew it until reached for); false: on intent only.
   */
  view?: boolean | 'scrolled';
};

export type ViewGate = {
  /** Starts watching `container`'s elements for intent, and view and `media` as asked; `open` is
   * called once. */
  watch(container: Element, win: GateWindow, open: () => void, options?: WatchOptions): () => void;
  /** The content has been rendered anew in `container`: carries typed text over, restores focus,
   * replays a held click or submission. */
  rendered(container: Element, activeElement: Element | null): void;
};

const isMouse = (event: Event) => (event as PointerEvent).pointerType === 'mouse';

type TextField = HTMLInputElement | HTMLTextAreaElement;
const isTextField = (element: unknown): element is TextField =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;

/**
 * Gives a field of React's copy the text typed into the server's, as typing would: through the
 * element's own value setter (React's change tracking sees it) and an input event.
 */
function typeInto(field: TextField, value: string): void {
  if (field.value === value) return;
  const prototype = Object.getPrototypeOf(field) as object;
  Reflect.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

export function createViewGate(): ViewGate {
  let heldClick: ElementPath | null = null;
  let heldSubmit: ElementPath | null = null;
  let focused: ElementPath | null = null;
  /** Where a mouse rests in the server's copy: React's copy hears it arrive (hover menus). */
  let hovered: ElementPath | null = null;
  /** Where a pointer is pressed on the server's copy and not yet released. */
  let pressed: ElementPath | null = null;
  let watched: GateWindow | null = null;
  /** Text typed into the server's fields, by the field's place. */
  const typed = new Map<string, { path: ElementPath; value: string }>();
  let stop: () => void = () => {};

  return {
    watch(container, win, open, { media, view = true } = {}) {
      watched = win;
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
      // Enter in a search box submits its form: the browser must not send the server's copy.
      const onSubmit = (event: Event) => {
        const target = event.target;
        if (!(target instanceof HTMLFormElement) || !container.contains(target)) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        heldSubmit = pathOf(container, target);
        openOnce();
      };
      const onInput = (event: Event) => {
        const target = event.target;
        if (!isTextField(target) || !container.contains(target)) return;
        const path = pathOf(container, target);
        if (path !== null) typed.set(path.join('/'), { path, value: target.value });
      };
      const onIntent = (event: Event) => {
        const target = event.target;
        if (!(target instanceof Element) || !container.contains(target)) return;
        if (event.type === 'focusin') focused = pathOf(container, target);
        if (event.type === 'pointerover' && isMouse(event)) hovered = pathOf(container, target);
        openOnce();
      };
      const onPress = (event: Event) => {
        const target = event.target;
        if (!(target instanceof Element) || !container.contains(target)) return;
        pressed = pathOf(container, target.closest(CLICKABLE) ?? target);
        openOnce();
      };
      // Released on the server's copy: its click follows and is held above.
      const onRelease = () => {
        pressed = null;
      };
      const onPointerOut = (event: Event) => {
        const next = (event as PointerEvent).relatedTarget;
        if (!(next instanceof Node) || !container.contains(next)) hovered = null;
      };
      win.addEventListener('click', onClick, true);
      win.addEventListener('submit', onSubmit, true);
      win.addEventListener('input', onInput, true);
      win.addEventListener('pointerout', onPointerOut, true);
      win.addEventListener('pointerdown', onPress, true);
      win.addEventListener('pointerup', onRelease, true);
      win.addEventListener('pointercancel', onRelease, true);
      for (const type of INTENT_EVENTS) win.addEventListener(type, onIntent, true);
      const Observer = view ? win.IntersectionObserver : undefined;
      let observer: IntersectionObserver | null = null;
      if (Observer) {
        // An observer reports each element once as it starts: near then, it was near on arrival.
        const reported = new Set<Element>();
        const nearOnArrival = new Set<Element>();
        observer = new Observer(
          (entries) => {
            for (const { target, isIntersecting } of entries) {
              const first = !reported.has(target);
              reported.add(target);
              if (first && isIntersecting && view === 'scrolled') nearOnArrival.add(target);
              if (isIntersecting && !nearOnArrival.has(target)) openOnce();
            }
          },
          { rootMargin: VIEW_MARGIN },
        );
        for (const element of Array.from(container.children)) observer.observe(element);
      } else if (view) openOnce();
      const query = media === undefined ? null : win.matchMedia(media);
      const onMedia = () => {
        if (query?.matches) openOnce();
      };
      query?.addEventListener('change', onMedia);
      // Matching on arrival (the sticky footer on a phone), the content opens in a task of its
      // own: watching starts inside the hydration's effects, and fetching a chunk there (module
      // preload links, the import) lengthened the page's longest task (total blocking time).
      const onArrival = query?.matches ? win.setTimeout(onMedia, 0) : undefined;
      stop = () => {
        if (onArrival !== undefined) win.clearTimeout(onArrival);
        observer?.disconnect();
        query?.removeEventListener('change', onMedia);
        win.removeEventListener('click', onClick, true);
        win.removeEventListener('submit', onSubmit, true);
        win.removeEventListener('input', onInput, true);
        win.removeEventListener('pointerout', onPointerOut, true);
        win.removeEventListener('pointerdown', onPress, true);
        win.removeEventListener('pointerup', onRelease, true);
        win.removeEventListener('pointercancel', onRelease, true);
        for (const type of INTENT_EVENTS) win.removeEventListener(type, onIntent, true);
      };
      return () => stop();
    },
    rendered(container, activeElement) {
      stop();
      for (const { path, value } of typed.values()) {
        const field = elementAt(container, path);
        if (isTextField(field)) typeInto(field, value);
      }
      // Focus was on the server's copy, which is gone: give it to the same place in the new one.
      const lostFocus = activeElement === null || !container.contains(activeElement);
      if (focused && lostFocus && (activeElement === null || activeElement.tagName === 'BODY')) {
        const target = elementAt(container, focused);
        if (target instanceof HTMLElement) target.focus();
      }
      // The mouse is already inside, so React's copy would never see it enter: say it did (a
      // menu that opens on hover opens as it would have).
      const under = hovered === null ? null : elementAt(container, hovered);
      if (under !== null) {
        const init = { bubbles: true, relatedTarget: null };
        under.dispatchEvent(new PointerEvent('pointerover', { ...init, pointerType: 'mouse' }));
        under.dispatchEvent(new MouseEvent('mouseover', init));
      }
      // After React has taken the carried text in (its state updates once this commit ends), so
      // the new copy's handlers read what was typed.
      const click = heldClick;
      const submit = heldSubmit;
      if (click !== null || submit !== null)
        setTimeout(() => {
          const target = click === null ? null : elementAt(container, click);
          if (target instanceof HTMLElement) target.click();
          const form = submit === null ? null : elementAt(container, submit);
          if (form instanceof HTMLFormElement) form.requestSubmit();
        });
      const press = pressed === null ? null : elementAt(container, pressed);
      if (click === null && watched !== null && press instanceof HTMLElement)
        finishPress(watched, press);
      heldClick = null;
      heldSubmit = null;
      pressed = null;
      focused = null;
      hovered = null;
      typed.clear();
    },
  };
}
