import { toast } from 'react-toastify';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { page } from 'vitest/browser';
import { downloadsInFlight } from '../engine/registry/downloadsInFlight';
import { clearDiagnostics } from '../engine/stores/diagnosticsLog';

// Pictures must not depend on timing: freeze animations, transitions and the caret.
const freeze = document.createElement('style');
freeze.textContent =
  '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}';
document.head.append(freeze);

type StoryParameters = {
  visual?: boolean;
  visualViewports?: readonly { width: number; height: number }[];
  /** What marks content still on its way (skeletons, placeholders) after a resize. */
  visualPending?: string;
  /** Parts whose pixels the picture leaves out (a box of one colour where each is, so their
   * place and size still count); the story says why. */
  visualMask?: string;
};

/** The picture's options: the story's masked parts, if any. */
function matcherOptions(mask: string | undefined) {
  if (mask === undefined) return undefined;
  const parts = [...document.querySelectorAll(mask)];
  // A mask that finds nothing would leave the story's picture as it is without anyone knowing.
  if (parts.length === 0) throw new Error(`visualMask "${mask}" matches nothing in the story`);
  return { screenshotOptions: { mask: parts } };
}

// Story files share their worker's page (vitest.config.ts, isolate: false), so a story's timers
// would outlive it: a request a Submitting story leaves hanging reaches its deadline seconds
// later and toasts "The server took too long…" over a later story. Each story's timers and
// intervals are stopped when the next story starts, as a page of its own would have stopped them.
// Only timers of a second or more are kept track of: the deadlines and polls that can outlive a
// story, not the many short ones axe and React start. The runner's own (test and hook timeouts,
// its messages) are left alone.
const OUTLIVES_STORY_MS = 1000;
const timersOfStory = new Set<number>();
/** Whether the code that asked for the timer is the runner's: the stack's fifth frame, below
 * this function, `keep` and the timer function. */
function startedByRunner(): boolean {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 4;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  // Line 0 is the message, lines 1–3 these three functions.
  return /vitest/i.test(stack.split('\n')[4] ?? '');
}
const { setTimeout: startTimer, setInterval: startInterval } = window;
const keep = (id: number, delay: number | undefined) => {
  if ((delay ?? 0) >= OUTLIVES_STORY_MS && !startedByRunner()) timersOfStory.add(id);
  return id;
};
window.setTimeout = ((...args: Parameters<typeof startTimer>) =>
  keep(startTimer(...args), args[1])) as typeof window.setTimeout;
window.setInterval = ((...args: Parameters<typeof startInterval>) =>
  keep(startInterval(...args), args[1])) as typeof window.setInterval;

// Each story also starts with no toast and an empty diagnostics log: a toast raised after its
// story ended waits in react-toastify's queue for the next toast area to mount, and the log lives
// as long as the page.
beforeEach(() => {
  // Timeouts and intervals share one id space in a window: clearTimeout stops both.
  for (const id of timersOfStory) clearTimeout(id);
  timersOfStory.clear();
  toast.dismiss();
  clearDiagnostics();
});

/** Resolves after `count` frames have been rendered. */
async function frames(count: number) {
  for (let i = 0; i < count; i += 1) {
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  }
}

/** Layout after a resize has settled: fonts, pictures in view decoded, nothing busy. */
async function settledAfterResize(width: number, height: number, pending: string) {
  // The frame reports its new size a little after the viewport command returns.
  await vi.waitFor(() => expect([innerWidth, innerHeight]).toEqual([width, height]), {
    timeout: 5000,
    interval: 16,
  });
  // Lazy pictures load near the top window's viewport, and the test frame is scaled inside it.
  for (const image of document.querySelectorAll('img[loading="lazy"]')) {
    if (image instanceof HTMLImageElement) image.loading = 'eager';
  }
  // A new width re-renders on its media-query and resize listeners, which run before the next
  // frame's animation callbacks: two frames later, every part the width needs has rendered or
  // started downloading (engine/registry/downloadsInFlight), and a skeleton marks its data.
  await frames(2);
  const arrived = () =>
    vi.waitFor(
      () => {
        expect(downloadsInFlight()).toBe(0);
        expect(imagesInView().every((image) => image.complete)).toBe(true);
        expect(document.querySelector(pending)).toBeNull();
      },
      { timeout: 10_000, interval: 16 },
    );
  await arrived();
  // A part that has just arrived renders in the next frame, with its own pictures and skeletons.
  await frames(2);
  await arrived();
  await picturesInView();
}

/** The images in view: a story without a play function is pictured as soon as it renders,
 * when an icon or logo may still be on its way. */
const imagesInView = () =>
  [...document.images].filter((image) => {
    const box = image.getBoundingClientRect();
    return box.bottom > 0 && box.top < innerHeight && box.width > 0;
  });

/** Every eager image in view loaded (or failed) and decoded (loaded is not yet painted: a
 * picture can catch an image between its load and its decode), and the fonts in. A lazy one
 * loads only near the top window's viewport, in which the test frame is scaled: only a resize
 * (settledAfterResize) makes it eager. */
async function picturesInView() {
  const eager = () => imagesInView().filter((image) => image.loading !== 'lazy');
  await vi.waitFor(() => expect(eager().every((image) => image.complete)).toBe(true), {
    timeout: 10_000,
    interval: 16,
  });
  await Promise.all(eager().map((image) => image.decode().catch(() => undefined)));
  await document.fonts.ready;
}

/** One picture per viewport: the story keeps its state, only the viewport changes. */
async function matchAtViewports(
  storyId: string,
  viewports: readonly { width: number; height: number }[],
  pending: string,
  mask: string | undefined,
) {
  // Each picture is reached by shrinking: after a viewport grows, Chromium can capture the newly
  // exposed part of fixed layers (sticky footer, prompts) before painting it. So the viewport
  // goes back to the story's own (the largest) only when the next picture is larger in either
  // direction than the last; a narrower and shorter one shrinks straight from the last.
  const start = { width: innerWidth, height: innerHeight };
  let current = start;
  for (const { width, height } of viewports) {
    if (width > current.width || height > current.height) {
      await page.viewport(start.width, start.height);
      await settledAfterResize(start.width, start.height, pending);
    }
    current = { width, height };
    await page.viewport(width, height);
    await settledAfterResize(width, height, pending);
    await expect.soft(page).toMatchScreenshot(`${storyId}-${width}`, matcherOptions(mask));
  }
}

// Visual regression: every story that passed its own checks is compared with its committed
// baseline. A story opts out with `parameters: { visual: false }` (say why in the story), and
// takes one picture per viewport with `visualViewports: [{ width, height }, …]`.
afterEach(async (context) => {
  const storyId = (context.task.meta as { storyId?: string }).storyId;
  const story = (context as { story?: { parameters?: StoryParameters } }).story;
  if (!storyId || story?.parameters?.visual === false) return;
  if (context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  const viewports = story?.parameters?.visualViewports;
  const pending = story?.parameters?.visualPending ?? '[aria-busy="true"]';
  const mask = story?.parameters?.visualMask;
  if (viewports) await matchAtViewports(storyId, viewports, pending, mask);
  else {
    await picturesInView();
    await expect(page).toMatchScreenshot(storyId, matcherOptions(mask));
  }
  // Three pictures, each waiting for its settled layout, outlast the default 10 s hook timeout.
}, 30_000);
