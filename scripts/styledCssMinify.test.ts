import { globSync, readFileSync } from 'node:fs';
import { compile, serialize, stringify } from 'stylis';
import { parseSync, Visitor } from 'vite';
import { describe, expect, it } from 'vitest';
import { minifyCssTemplate } from './cssTemplateMinify';
import { minifyStyledCss } from './styledCssMinify';

/** The template's parts after minifying (as written when it is left alone). */
const minify = (quasis: string[]) => minifyCssTemplate(quasis) ?? quasis;

describe('minifyCssTemplate', () => {
  it.each<[string, string[], string[]]>([
    ['drops comments', ['color: red; /* why red */ margin: 0;'], ['color: red;margin: 0;']],
    [
      'drops indentation and newlines',
      ['\n  display: flex;\n\n  gap: 4px;\n  & > a {\n    color: red;\n  }\n'],
      ['display: flex;gap: 4px;& > a{color: red;}'],
    ],
    ['drops multi-line comments', ['\n  /* one\n   * two\n   */\n  top: 0;\n'], ['top: 0;']],
    [
      'keeps strings, with "/*" and ";" inside',
      ["\n  content: '/* not a comment; */';\n  quotes: \"a  ;  b\" '{';\n"],
      ["content: '/* not a comment; */';quotes: \"a  ;  b\" '{';"],
    ],
    ['keeps the spaces of a string', ["content: '  ';\n  top: 0;"], ["content: '  ';top: 0;"]],
    [
      'keeps a string open across an interpolation',
      ["content: '  ", "  /* x */  ';\n  top: 0;"],
      ["content: '  ", "  /* x */  ';top: 0;"],
    ],
    [
      'keeps the spaces around interpolations in a value',
      ['\n  color: ', ';\n  border: 1px solid ', ';\n  margin: 0 ', ' ', ';\n'],
      ['color: ', ';border: 1px solid ', ';margin: 0 ', ' ', ';'],
    ],
    [
      'keeps a component selector as written',
      ['\n  ', ':hover &{\n    color: red;\n  }\n'],
      ['', ':hover &{color: red;}'],
    ],
    [
      'drops the space before a block after an interpolation',
      ['\n  ', ' {\n    display: none;\n  }\n'],
      ['', '{display: none;}'],
    ],
    ['keeps the spaces in calc()', ['width: calc(1px + 2px);'], ['width: calc(1px + 2px);']],
    [
      'turns whitespace inside parentheses into one space',
      ['background: linear-gradient(\n    90deg,\n    red 25%,\n    ', ' 50%\n  );'],
      ['background: linear-gradient( 90deg, red 25%, ', ' 50% );'],
    ],
    [
      'keeps media queries readable to the browser',
      ['\n  @media (min-width: 768px) and (max-width: 1023px) {\n    top: 0;\n  }\n'],
      ['@media (min-width: 768px) and (max-width: 1023px){top: 0;}'],
    ],
    [
      'keeps nested & selectors and descendant combinators',
      [
        '\n  &:hover,\n  &:focus-visible {\n    color: red;\n  }\n  & + & span {\n    top: 0;\n  }\n',
      ],
      ['&:hover, &:focus-visible{color: red;}& + & span{top: 0;}'],
    ],
    [
      'minifies keyframes percentages',
      ['\n  0% {\n    opacity: 0;\n  }\n  50%,\n  100% {\n    opacity: 1;\n  }\n'],
      ['0%{opacity: 0;}50%, 100%{opacity: 1;}'],
    ],
    [
      'keeps CSS escapes as written (raw text)',
      ["\n  content: '\\\\201C  ';\n  .a\\\\31 23  b {\n    top: 0;\n  }\n"],
      ["content: '\\\\201C  ';.a\\\\31 23 b{top: 0;}"],
    ],
    [
      'keeps a url() with //',
      ['background: url(//cdn.example/a.png);\n'],
      ['background: url(//cdn.example/a.png);'],
    ],
  ])('%s', (_, quasis, expected) => {
    expect(minify(quasis)).toEqual(expected);
    // Idempotent: minified CSS is already as small as it gets.
    expect(minify(expected)).toEqual(expected);
  });

  it.each<[string, string[]]>([
    ['a // line comment (styled-components strips it up to the newline)', ['top: 0; // x\n']],
    ['a comment open across an interpolation', ['top: 0; /* ', ' */\n  left: 0;']],
    ['unbalanced braces (styled-components drops declarations by line)', ['a {\n  top: 0;\n']],
    ['a JS escape that could be a quote or whitespace', ["content: \\'x\\';\n  top: 0;"]],
    ['nothing to shrink', ['color: red;']],
    ['an empty template', ['']],
  ])('leaves alone %s', (_, quasis) => {
    expect(minifyCssTemplate(quasis)).toBeNull();
  });

  it('reads a JS escape for a non-ASCII character as a plain character', () => {
    expect(minify(["content: '\\u2022';\n  top: 0;"])).toEqual(["content: '\\u2022';top: 0;"]);
  });
});

describe('minifyStyledCss', () => {
  const sample = [
    "import styled, { css as mixin, keyframes } from 'styled-components';",
    "import type { ReactNode } from 'react';",
    '',
    'const sql = (parts: TemplateStringsArray) => parts.join("");',
    'const fade = keyframes`\n  from {\n    opacity: 0;\n  }\n`;',
    'const raised = mixin<{ $on: boolean }>`\n  /* why: depth */\n  box-shadow: ${(p) => (p.$on ? 1 : 0)}px;\n`;',
    'export const Box = styled.div<{ $gap: number }>`\n  display: grid;\n  gap: ${(p) => p.$gap}px;\n  ${raised}\n`;',
    "const Button = styled.button.attrs({ type: 'button' })`\n  color: red;\n`;",
    "const Link = styled(Box).withConfig({ componentId: 'sc-x' })`\n  animation: ${fade} 1s;\n`;",
    'const plain = `\n  keep: this;\n`;',
    'const query = sql`\n  select 1;\n`;',
    'export function View({ children }: { children: ReactNode }) {',
    '  return <Box $gap={4} title={`  ${plain}  `}><Button>{children}</Button><Link>{query}</Link></Box>;',
    '}',
  ].join('\n');

  it('minifies the CSS templates of a TSX module and nothing else', () => {
    const out = minifyStyledCss(sample, '/app/View.tsx');
    expect(out).not.toBeNull();
    const code = out?.code ?? '';
    expect(code).toContain('keyframes`from{opacity: 0;}`');
    expect(code).toContain('mixin<{ $on: boolean }>`box-shadow: ${(p) => (p.$on ? 1 : 0)}px;`');
    expect(code).toContain(
      'styled.div<{ $gap: number }>`display: grid;gap: ${(p) => p.$gap}px;${raised}`',
    );
    expect(code).toContain(".attrs({ type: 'button' })`color: red;`");
    expect(code).toContain(".withConfig({ componentId: 'sc-x' })`animation: ${fade} 1s;`");
    // Not CSS: a plain template, another tag, a JSX attribute.
    expect(code).toContain('const plain = `\n  keep: this;\n`;');
    expect(code).toContain('sql`\n  select 1;\n`');
    expect(code).toContain('title={`  ${plain}  `}');
    expect(parseSync('/app/View.tsx', code).errors).toEqual([]);
    expect(out?.map.mappings).not.toBe('');
  });

  it('leaves modules alone that do not import styled-components', () => {
    expect(minifyStyledCss('const css = (s: unknown) => s;\ncss`\n  a: b;\n`;', 'a.ts')).toBeNull();
    expect(
      minifyStyledCss("import { ThemeProvider } from 'styled-components';", 'a.ts'),
    ).toBeNull();
  });

  it('changes no rule of our sources: stylis compiles each template to the same CSS', () => {
    const files = globSync('{engine,ui,variants,stories,server}/**/*.{ts,tsx}');
    let templates = 0;
    /** Interpolations as placeholders; whitespace runs as one space (stylis keeps them in `(…)`). */
    const rules = (parts: readonly (string | null | undefined)[]) =>
      serialize(
        compile(`.x{${parts.map((part, i) => (i ? `__${i}__` : '') + part).join('')}}`),
        stringify,
      ).replace(/\s+/g, ' ');
    for (const file of files) {
      const code = readFileSync(file, 'utf8');
      const minified = minifyStyledCss(code, file);
      if (minified === null) continue;
      const before: string[] = [];
      const after: string[] = [];
      for (const [source, list] of [
        [code, before],
        [minified.code, after],
      ] as const) {
        new Visitor({
          TaggedTemplateExpression(node) {
            list.push(rules(node.quasi.quasis.map((element) => element.value.cooked)));
          },
        }).visit(parseSync(file, source).program);
      }
      expect(after, file).toEqual(before);
      templates += before.length;
    }
    expect(templates).toBeGreaterThan(500);
  });
});
