import {
  createContext,
  startTransition,
  Suspense,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { createViewGate, type ViewGate } from './viewGate';

/** True in the browser's App while it hydrates server HTML (App provides it). */
export const DeferHydrationContext = createContext(false);

const subscribeNever = () => () => {};

/**
 * The server's copy stays as it is: React takes an element with inner HTML as one opaque leaf,
 * neither hydrating nor checking what is inside. One constant object, so a re-render never
 * writes it (React compares the prop by identity).
 */
const SERVER_COPY = { __html: '' };

/** Adds no box: the content lays out as if the wrapper were not there. */
const Wrapper = styled.div`
  display: contents;
`;

/**
 * Server-rendered content whose code is fetched only when the shopper gets near it (kept out of
 * the home route's JavaScript). While the page hydrates, the content stays the server's HTML and
 * none of its chunks are requested; once it comes within a few hundred pixels of the viewport,
 * or is pointed at, touched or focused, `load` fetches its code and React renders it in place of
 * the server's copy (same markup, so nothing moves; a click or focus meanwhile is carried over,
 * see viewGate). Rendered any other way (the server, a client navigation, stories) it renders its
 * children at once.
 *
 * Why not hydrate it late: a Suspense boundary left dehydrated holds every transition whose
 * context change reaches it (stores, clock, a navigation) until it hydrates, so content waiting
 * for the shopper to scroll would hold the page. The opaque copy takes no context at all.
 * `load` should fetch every lazy chunk the content renders, so the server's copy is replaced
 * in one commit.
 */
export function HydrateOnView({
  load,
  fallback,
  media,
  until = 'view',
  skipOffscreen = false,
  shows,
  children,
}: {
  load: () => Promise<unknown>;
  fallback: ReactNode;
  /** A media query that loads the content while it matches (content fixed on screen; matching on
   * arrival, in the next task: viewGate). */
  media?: string;
  /**
   * 'intent': content in view from the start (the header) waits for the shopper to use it.
   * 'scrolled': as 'intent' where the content is near the view on arrival, as 'view' where the
   * shopper scrolls toward it (a home section that may open the page or sit further down).
   */
  until?: 'view' | 'intent' | 'scrolled';
  /**
   * What the content shows, as one string (its view-model's data): once it differs from what
   * the server rendered (a returning shopper's cart, a sign-in, another store), the server's
   * copy is out of date and the content loads at once.
   */
  shows?: string;
  /**
   * The server's copy is not styled or laid out while off screen (content-visibility, until it
   * is replaced). Only for content whose text sits on the page's own background: accessibility
   * checkers (axe, Lighthouse) read skipped text as standing on white, so light text on a dark
   * band (the footer) would read as a contrast failure.
   */
  skipOffscreen?: boolean;
  children: ReactNode;
}) {
  const mayDefer = useContext(DeferHydrationContext);
  const hydrating = useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
  // Decided once: whether this mount hydrates server HTML does not change afterwards.
  const [gate] = useState<ViewGate | null>(() => (mayDefer && hydrating ? createViewGate() : null));
  const [live, setLive] = useState(gate === null);
  const [rendered] = useState(shows);
  const outdated = shows !== rendered;
  const wrapper = useRef<HTMLDivElement>(null);
  const loadRef = useRef(load);
  useLayoutEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    const element = wrapper.current;
    if (gate === null || live || element === null) return;
    element.dataset.hydration = 'waiting';
    element.dataset.hydrationUntil = until;
    let active = true;
    const open = () => {
      // Loaded or not: a chunk that failed shows the region's error, not a page that never reacts.
      const show = () => active && startTransition(() => setLive(true));
      void loadRef.current().then(show, show);
    };
    // Still watching when outdated: a click while the code loads is held, not lost.
    const view = until === 'intent' ? false : until === 'scrolled' ? until : true;
    const stop = gate.watch(element, window, open, { media, view });
    if (outdated) open();
    return () => {
      active = false;
      stop();
    };
  }, [gate, live, media, until, outdated]);

  useLayoutEffect(() => {
    const element = wrapper.current;
    if (gate === null || !live || element === null) return;
    element.dataset.hydration = 'done';
    gate.rendered(element, document.activeElement);
  }, [gate, live]);

  // `skipOffscreen` marks the server's copy (ui/theme/base.css): on the server (no gate), and in
  // the browser until the copy is replaced (`hydrating` turns false after hydration, the gate stays).
  const serverCopy = gate === null ? hydrating : !live;
  const offscreen = serverCopy && skipOffscreen ? '' : undefined;
  if (!live) {
    return (
      <Wrapper
        ref={wrapper}
        data-offscreen={offscreen}
        dangerouslySetInnerHTML={SERVER_COPY}
        suppressHydrationWarning
      />
    );
  }
  // Replacing the server's copy, a chunk still missing suspends up to the page's boundary, which
  // keeps showing the copy (a transition) rather than a skeleton of our own.
  if (gate !== null) return <Wrapper ref={wrapper}>{children}</Wrapper>;
  return (
    <Wrapper ref={wrapper} data-offscreen={offscreen}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </Wrapper>
  );
}
