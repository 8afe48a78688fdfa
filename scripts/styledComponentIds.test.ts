import { describe, expect, it } from 'vitest';
import { withComponentIds } from './styledComponentIds';

describe('withComponentIds', () => {
  const source = [
    'const A = styled.div`color: red;`;',
    'const B = styled(Link)<{ $on: boolean }>`color: blue;`;',
    "const C = styled.button.attrs({ type: 'button' })`x`;",
    '/* styled(Comment)) is prose, not a component */',
    'const D = styled(Parts.Row)  `y`;',
  ].join('\n');

  it('names every styled component by file and position', () => {
    const out = withComponentIds(source, 'variants/headers/HeaderOne/HeaderOne.styles.ts') ?? '';
    const ids = [...out.matchAll(/componentId: '([^']+)'/g)].map((match) => match[1]);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
    expect(ids[0]).toMatch(/^sc-[0-9a-f]{8}-0$/);
    expect(out).toContain(".attrs({ type: 'button' })`x`");
    expect(out).toContain("styled(Link).withConfig({ componentId: '");
    expect(out).toContain('styled(Comment)) is prose');
  });

  it('gives the same ids for the same file, and other ids for another file', () => {
    const first = withComponentIds(source, 'a/b.ts');
    expect(withComponentIds(source, 'a/b.ts')).toBe(first);
    expect(withComponentIds(source, 'a/c.ts')).not.toBe(first);
  });

  it('leaves files without styled components alone', () => {
    expect(withComponentIds('const x = 1;', 'a.ts')).toBeNull();
    expect(withComponentIds('import styled from "styled-components";', 'a.ts')).toBeNull();
  });
});
