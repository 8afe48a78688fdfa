/**
 * Stable styled-components ids (server rendering). styled-components numbers its
 * components in the order their modules run, and the server and the browser run modules in
 * different orders (lazy chunks, routes rendered first), so the same component got different
 * class names on each side and hydration did not match. This transform gives every
 * `styled.tag` / `styled(Component)` in our sources a componentId from its file path and its
 * position in the file: the same on both sides and in every build. (babel-plugin-styled-components
 * does this for Babel builds; this Vite/oxc setup has no Babel.)
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin } from 'vite';

/** `styled.div` or `styled(Link)` right before its template, type arguments or .attrs(). */
const STYLED_FACTORY = /\bstyled(?:\.[A-Za-z]\w*|\([A-Za-z_$][\w$.]*\))(?=\s*(?:`|<|\.attrs\b))/g;

export function withComponentIds(code: string, file: string): string | null {
  if (!code.includes('styled')) return null;
  const prefix = `sc-${createHash('sha1').update(file).digest('hex').slice(0, 8)}-`;
  let index = 0;
  const out = code.replace(STYLED_FACTORY, (factory) => {
    const id = `${prefix}${index}`;
    index += 1;
    return `${factory}.withConfig({ componentId: '${id}' })`;
  });
  return index === 0 ? null : out;
}

export function styledComponentIds(root: string): Plugin {
  return {
    name: 'storefront:styled-component-ids',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.[jt]sx?$/.test(file) || file.includes('/node_modules/')) return null;
      const out = withComponentIds(code, path.relative(root, file).replaceAll('\\', '/'));
      return out === null ? null : { code: out, map: null };
    },
  };
}
