/** The attribute a <title> carries while it stands in for the page's own (PageHead `provisional`). */
export const PROVISIONAL_TITLE = 'data-provisional';

/** How long a new page may take to put its title in the head before the announcement goes out. */
export const TITLE_WAIT_MS = 3_000;

/** A page may name itself twice (its kind, then the product's name): the title is said once it
 * has kept still this long. */
export const TITLE_QUIET_MS = 500;

/** The document's title (the first <title>, as `document.title` reads it) and whether it only
 * stands in while the page's data loads. */
function readTitle(doc: Document): { text: string; provisional: boolean } {
  const element = doc.querySelector('title');
  return { text: doc.title, provisional: element?.hasAttribute(PROVISIONAL_TITLE) ?? false };
}

/**
 * After a client navigation, calls `say` with the new page's title once the page has named
 * itself: the title changed from `previous`, kept still for TITLE_QUIET_MS and is its own, not a
 * stand-in. A page still without a title of its own after TITLE_WAIT_MS is named by what it has
 * then, and once more when its own title comes. Returns a function that ends the watch.
 */
export function watchPageTitle(
  doc: Document,
  previous: string,
  say: (title: string) => void,
): () => void {
  let said: string | null = null;
  let seen = previous;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    observer.disconnect();
    clearTimeout(wait);
    clearTimeout(quiet);
  };
  const announce = (text: string) => {
    if (text !== said) say(text);
    said = text;
  };
  const settled = () => {
    const title = readTitle(doc);
    if (title.provisional) return;
    announce(title.text);
    stop();
  };
  // Other changes in the head (styles, meta tags) leave the wait as it is.
  const changed = () => {
    const title = readTitle(doc);
    const key = title.provisional ? `provisional:${title.text}` : title.text;
    if (key === seen) return;
    seen = key;
    clearTimeout(quiet);
    quiet = setTimeout(settled, TITLE_QUIET_MS);
  };
  const waitedLong = () => {
    const title = readTitle(doc);
    announce(title.text);
    if (!title.provisional) stop();
  };
  const observer = new MutationObserver(changed);
  observer.observe(doc.head, {
    subtree: true,
    childList: true,
    characterData: true,
    attributeFilter: [PROVISIONAL_TITLE],
  });
  const wait = setTimeout(waitedLong, TITLE_WAIT_MS);
  changed();
  return stop;
}
