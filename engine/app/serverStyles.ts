import { __PRIVATE__ } from 'styled-components';

/**
 * The server's styled-components rules stay in the page as the server wrote them (total
 * blocking time). styled-components takes over every `<style>` carrying its own marker when it
 * starts in the browser: it copies each rule into a tag of its own and removes the server's, and
 * swapping a page's style sheets makes the browser restyle every element. On / that was a 30 ms
 * style recalculation (504 elements) right after the scripts' first run, plus the copying.
 *
 * So the server's tag carries a marker of ours instead, and the browser only tells
 * styled-components which class names the server already styled (`adoptServerStyles`): a
 * hydrating component finds its class known and inserts nothing; new rules (parts rendered only in
 * the browser) go into styled-components' own tag, after the server's, as they would have.
 */
export const SERVER_STYLES_ATTRIBUTE = 'data-server-styles';

/** styled-components' marker on the tags `ServerStyleSheet.getStyleTags()` writes. */
const STYLED_MARKER = /\sdata-styled="true"\s+data-styled-version="[^"]*"/g;

/** The server: the tags styled-components wrote, with our marker in place of its own. */
export function asServerStyles(styleTags: string): string {
  return styleTags.replace(STYLED_MARKER, ` ${SERVER_STYLES_ATTRIBUTE}=""`);
}

/**
 * styled-components' record of a group in its server output:
 * `data-styled.g12[id="sc-9e7124cd-0"]{content:"jgGELb,"}`, the component's id and the class
 * names it rendered.
 */
const GROUP_RECORD = /data-styled\.g\d+\[id="([\w-]+)"\]\{content:"([^"]*)"\}/g;

/** The class names each component id styled, read from the server's style text. */
export function serverStyledNames(css: string): Array<[id: string, name: string]> {
  const names: Array<[string, string]> = [];
  for (const [, id = '', list = ''] of css.matchAll(GROUP_RECORD)) {
    for (const name of list.split(',')) if (name !== '') names.push([id, name]);
  }
  return names;
}

/**
 * The browser, before hydrating: registers the server's class names with styled-components' sheet
 * so it does not insert their rules again. Returns how many were registered.
 */
export function adoptServerStyles(root: ParentNode): number {
  let count = 0;
  for (const tag of root.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}]`)) {
    for (const [id, name] of serverStyledNames(tag.textContent ?? '')) {
      __PRIVATE__.mainSheet.registerName(id, name);
      count += 1;
    }
  }
  return count;
}
