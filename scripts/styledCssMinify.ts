/**
 * Minified CSS in styled-components templates. The CSS we write in `styled.x`…``
 * templates keeps its comments and indentation in the bundle, and styled-components has no build
 * step of its own here (babel-plugin-styled-components would minify, but this Vite/oxc setup has
 * no Babel). This transform rewrites the static text of every CSS template in our sources
 * (`cssTemplateMinify.ts` says what goes and what never does): templates tagged `styled.x`,
 * `styled(X)`, either with `.attrs(…)` / `.withConfig(…)`, and `css`, `createGlobalStyle`,
 * `keyframes`, all as imported from styled-components.
 *
 * styled-components names classes by a hash of the CSS text, so the server build and the browser
 * build must see the same text: the plugin runs in every mode (build, server build, dev,
 * Storybook and its screenshot tests), like `styledComponentIds`.
 *
 * Parsing: `parseSync` from 'vite' (rolldown's oxc parser, ESTree with UTF-16 offsets) reads TS
 * and JSX from the file name, which this transform needs, since it runs before TypeScript is
 * stripped; rolldown's `this.parse` would too, but a plain function can be unit tested.
 * Edits go through magic-string (a dependency of vite and vitest), which also gives the map.
 */
import MagicString from 'magic-string';
import { parseSync, Visitor, type ESTree, type Plugin } from 'vite';
import { minifyCssTemplate } from './cssTemplateMinify.ts';

const HELPERS = new Set(['css', 'createGlobalStyle', 'keyframes']);
/** Calls that keep a styled factory a styled factory: `styled.a.attrs({...})`. */
const CHAIN = new Set(['attrs', 'withConfig']);

/** The local names styled-components is imported under in this module. */
function styledImports(program: ESTree.Program) {
  const styled = new Set<string>();
  const helpers = new Set<string>();
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.source.value !== 'styled-components') {
      continue;
    }
    if (statement.importKind === 'type') continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type === 'ImportDefaultSpecifier') styled.add(specifier.local.name);
      if (specifier.type !== 'ImportSpecifier' || specifier.importKind === 'type') continue;
      const imported =
        specifier.imported.type === 'Identifier'
          ? specifier.imported.name
          : specifier.imported.value;
      if (imported === 'styled') styled.add(specifier.local.name);
      if (HELPERS.has(imported)) helpers.add(specifier.local.name);
    }
  }
  return { styled, helpers };
}

function isCssTag(tag: ESTree.Expression, imports: ReturnType<typeof styledImports>): boolean {
  if (tag.type === 'Identifier') return imports.helpers.has(tag.name);
  if (tag.type === 'MemberExpression') {
    // styled.div
    return !tag.computed && tag.object.type === 'Identifier' && imports.styled.has(tag.object.name);
  }
  if (tag.type === 'CallExpression') {
    const { callee } = tag;
    // styled(Link)
    if (callee.type === 'Identifier') return imports.styled.has(callee.name);
    // styled.button.attrs({...}), styled(Link).withConfig({...})
    return (
      callee.type === 'MemberExpression' &&
      !callee.computed &&
      callee.property.type === 'Identifier' &&
      CHAIN.has(callee.property.name) &&
      isCssTag(callee.object, imports)
    );
  }
  return false;
}

/**
 * Where a template part's raw text starts in the code: oxc's span includes the opening `` ` `` or
 * `}` (and the closing `` ` `` or `${`); Babel's and acorn's would be the text alone. -1 if neither.
 */
function rawStart(code: string, element: ESTree.TemplateElement): number {
  const { raw } = element.value;
  if (code.slice(element.start, element.end) === raw) return element.start;
  return code.startsWith(raw, element.start + 1) ? element.start + 1 : -1;
}

/** The module with its CSS templates minified, or null when none changed (or it does not parse). */
export function minifyStyledCss(
  code: string,
  file: string,
): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  if (!code.includes('styled-components')) return null;
  const { program, errors } = parseSync(file, code);
  if (errors.length > 0) return null;
  const imports = styledImports(program);
  if (imports.styled.size === 0 && imports.helpers.size === 0) return null;

  const out = new MagicString(code);
  let changed = false;
  new Visitor({
    TaggedTemplateExpression(node) {
      if (!isCssTag(node.tag, imports)) return;
      const { quasis } = node.quasi;
      const starts = quasis.map((element) => rawStart(code, element));
      if (starts.some((start) => start < 0)) return;
      const minified = minifyCssTemplate(quasis.map((element) => element.value.raw));
      if (minified === null) return;
      for (const [index, element] of quasis.entries()) {
        const text = minified[index] ?? element.value.raw;
        const start = starts[index] ?? 0;
        const end = start + element.value.raw.length;
        if (text === element.value.raw) continue;
        if (text === '') out.remove(start, end);
        else out.overwrite(start, end, text);
        changed = true;
      }
    },
  }).visit(program);

  if (!changed) return null;
  return {
    code: out.toString(),
    map: out.generateMap({ hires: 'boundary', source: file, includeContent: true }),
  };
}

export function styledCssMinify(): Plugin {
  return {
    name: 'storefront:styled-css-minify',
    enforce: 'pre',
    transform: {
      filter: { id: { exclude: /\/node_modules\// }, code: 'styled-components' },
      handler(code, id) {
        const file = id.split('?')[0] ?? id;
        if (!/\.[cm]?[jt]sx?$/.test(file) || file.includes('/node_modules/')) return null;
        return minifyStyledCss(code, file);
      },
    },
  };
}
