/**
 * Small stylesheets go into the HTML itself (speed): a `<link rel="stylesheet">` holds
 * the first paint until it arrives, one more round trip on a phone. Today that is the bundled
 * font's @font-face rules (about 1 KB); the pages' own styles are already inline (styled-components).
 */

/** Larger files stay links: they are better cached than repeated in every page. */
export const INLINE_CSS_MAX_BYTES = 8 * 1024;

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>/g;

/** `html` with each small stylesheet of the build (read by `readCss`, null when absent) inlined. */
export async function inlineSmallStylesheets(
  html: string,
  readCss: (href: string) => Promise<string | null>,
): Promise<string> {
  const inlined = new Map<string, string>();
  for (const [link, href] of html.matchAll(STYLESHEET_LINK)) {
    if (href === undefined || !href.startsWith('/assets/')) continue;
    const css = await readCss(href);
    // "</" could end the <style> element early: such a file stays a link.
    if (css === null || css.includes('</') || Buffer.byteLength(css) > INLINE_CSS_MAX_BYTES) {
      continue;
    }
    // The disabled link fetches nothing; it names the file as present, so Vite's chunk loader
    // does not add the stylesheet again when a lazy chunk lists it (a second copy of @font-face
    // lays the whole page out again once per font face, which adds blocking time).
    inlined.set(
      link,
      `<style>${css.trim()}</style><link rel="stylesheet" href="${href}" disabled>`,
    );
  }
  return html.replace(STYLESHEET_LINK, (link) => inlined.get(link) ?? link);
}
