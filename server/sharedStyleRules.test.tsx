import { renderToString } from 'react-dom/server';
import styled, { createGlobalStyle, StyleSheetManager } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { serverStyleSheet } from './sharedStyleRules';

/** A stylis plugin that counts the rules stylis compiles: a shared rule is compiled once. */
function countingPlugin() {
  const plugin = Object.assign(
    (element: { type: string }) => {
      if (element.type === 'rule') plugin.compiled += 1;
    },
    { compiled: 0 },
  );
  // styled-components names a plugin set by its plugins' names.
  Object.defineProperty(plugin, 'name', { value: 'countingPlugin' });
  return plugin;
}

const Box = styled.div<{ $tone: string }>`
  color: ${(props) => props.$tone};
  padding: 4px;
`;
const Other = styled.span`
  margin: 2px;
`;
const Page = createGlobalStyle<{ $background: string }>`
  body { background: ${(props) => props.$background}; }
`;

function styleTags(element: React.ReactElement, plugin?: ReturnType<typeof countingPlugin>) {
  const sheet = serverStyleSheet();
  try {
    renderToString(
      sheet.collectStyles(
        plugin ? (
          <StyleSheetManager stylisPlugins={[plugin]}>{element}</StyleSheetManager>
        ) : (
          element
        ),
      ),
    );
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

describe('serverStyleSheet', () => {
  it('gives a later page the same rules without compiling them again', () => {
    const plugin = countingPlugin();
    const first = styleTags(<Box $tone="tomato" />, plugin);
    const compiledOnce = plugin.compiled;
    expect(compiledOnce).toBeGreaterThan(0);
    expect(first).toContain('color:tomato');
    expect(styleTags(<Box $tone="tomato" />, plugin)).toBe(first);
    expect(plugin.compiled).toBe(compiledOnce);
  });

  it('holds only the rules of its own page', () => {
    styleTags(<Box $tone="teal" />);
    const other = styleTags(<Other />);
    expect(other).toContain('margin:2px');
    expect(other).not.toContain('teal');
  });

  it('compiles a global style for each page: its rules follow its props', () => {
    expect(styleTags(<Page $background="navy" />)).toContain('background:navy');
    const second = styleTags(<Page $background="olive" />);
    expect(second).toContain('background:olive');
    expect(second).not.toContain('navy');
  });
});
