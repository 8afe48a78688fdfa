/**
 * In a studio preview frame: finds the editor's texts on the rendered page and measures whether
 * they overflow, after each render settles (no DOM change for a moment, or a resize), and reports
 * the setting paths of those that do whenever the set changes. Texts are found by their exact
 * content, so every variant is measured with no markup of its own; a text shared by two fields is
 * reported for both.
 */
import type { PreviewText } from './frameProtocol';
import { textOverflows, type TextMetrics } from './textOverflow';

/** Quiet time that counts as settled, and the longest a busy page (a carousel) waits. */
const SETTLE_MS = 150;
const MAX_WAIT_MS = 2000;
/**
 * Measuring forces layout: it waits for an idle moment, so edits re-render first. The frames share
 * one thread: a measure forced in early would hold up the other frames' render of the same edit.
 */
const IDLE_TIMEOUT_MS = 1000;

/** Displays that draw no box of their own: the text's box is an ancestor's. */
const NO_BOX = new Set(['inline', 'contents']);

function boxOf(element: Element, win: Window): Element {
  let current: Element = element;
  while (current.parentElement && NO_BOX.has(win.getComputedStyle(current).display)) {
    current = current.parentElement;
  }
  return current;
}

/** The 1 × 1 px box of text kept for assistive technology only (`.visually-hidden`). */
const screenReaderOnly = (element: Element) =>
  element.clientWidth <= 1 && element.clientHeight <= 1;

function metricsOf(node: Text, win: Window): TextMetrics | null {
  const parent = node.parentElement;
  if (parent === null || win.getComputedStyle(parent).visibility !== 'visible') return null;
  const range = win.document.createRange();
  range.selectNodeContents(node);
  const { width, height } = range.getBoundingClientRect();
  const box = boxOf(parent, win);
  if (screenReaderOnly(box)) return null;
  const clips: TextMetrics['clips'][number][] = [];
  for (let at = box.parentElement; at && at !== win.document.body; at = at.parentElement) {
    const style = win.getComputedStyle(at);
    const clipsX = style.overflowX !== 'visible';
    const clipsY = style.overflowY !== 'visible';
    if (!clipsX && !clipsY) continue;
    if (screenReaderOnly(at)) return null;
    clips.push({ width: at.clientWidth, height: at.clientHeight, clipsX, clipsY });
  }
  return {
    text: { width, height },
    box: {
      clientWidth: box.clientWidth,
      clientHeight: box.clientHeight,
      scrollWidth: box.scrollWidth,
      scrollHeight: box.scrollHeight,
    },
    clips,
    viewportWidth: win.document.documentElement.clientWidth,
  };
}

/** The setting paths, sorted, of the texts that overflow on the page as rendered now. */
export function overflowingPaths(win: Window, texts: readonly PreviewText[]): string[] {
  const pathsOf = new Map<string, string[]>();
  for (const { path, text } of texts) pathsOf.set(text, [...(pathsOf.get(text) ?? []), path]);
  const found = new Set<string>();
  const walker = win.document.createTreeWalker(win.document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const paths = pathsOf.get(node.textContent?.trim() ?? '');
    if (paths === undefined || paths.every((p) => found.has(p)) || !(node instanceof Text))
      continue;
    const metrics = metricsOf(node, win);
    if (metrics !== null && textOverflows(metrics)) paths.forEach((p) => found.add(p));
  }
  return [...found].sort();
}

/**
 * Measures after every settled render and calls `report` with the overflowing paths when they
 * differ from the last report. `texts` gives the newest texts; call the returned function when
 * they change (a new document), which also measures again.
 */
export function watchOverflow(
  win: Window,
  texts: () => readonly PreviewText[],
  report: (paths: string[]) => void,
): () => void {
  let last: string | null = null;
  let quiet: number | undefined;
  let deadline: number | undefined;
  let idle = false;
  const measure = () => {
    idle = false;
    const paths = overflowingPaths(win, texts());
    const key = paths.join('\n');
    if (key === last) return;
    last = key;
    report(paths);
  };
  const settled = () => {
    win.clearTimeout(quiet);
    win.clearTimeout(deadline);
    quiet = undefined;
    deadline = undefined;
    if (idle) return;
    idle = true;
    win.requestIdleCallback(measure, { timeout: IDLE_TIMEOUT_MS });
  };
  const schedule = () => {
    win.clearTimeout(quiet);
    quiet = win.setTimeout(settled, SETTLE_MS);
    deadline ??= win.setTimeout(settled, MAX_WAIT_MS);
  };
  new MutationObserver(schedule).observe(win.document.body, {
    childList: true,
    subtree: true,
    characterData: true,
  });
  win.addEventListener('resize', schedule);
  // Web fonts change every text's size once they arrive.
  void win.document.fonts.ready.then(schedule);
  return schedule;
}
