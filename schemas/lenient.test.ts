import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_DIAGNOSTICS, parseLenient } from './lenient';
import { MAX_DEPTH } from './lenientCopy';
import { fastestOf } from '../scripts/fastestOf';

const Link = z.object({ label: z.string().default(''), url: z.string().default('') });
const Widget = z.object({
  title: z.string().default('Quick Links'),
  enabled: z.boolean().default(false),
  mode: z.enum(['v1', 'v2']).default('v1'),
  size: z.number().default(3),
  links: z.array(Link).default(() => []),
  tags: z.array(z.string()).default(() => []),
  nested: z
    .object({
      color: z.string().default('black'),
      inner: z.object({ on: z.boolean().default(true) }).prefault({}),
    })
    .prefault({}),
});
const Site = z.object({ widget: Widget.prefault({}) });

const DEFAULT_WIDGET = {
  title: 'Quick Links',
  enabled: false,
  mode: 'v1',
  size: 3,
  links: [],
  tags: [],
  nested: { color: 'black', inner: { on: true } },
};

describe('parseLenient', () => {
  it('passes valid input through without diagnostics', () => {
    const input = {
      widget: {
        title: 'Links',
        enabled: true,
        mode: 'v2',
        size: 1,
        links: [{ label: 'A', url: '/a' }],
      },
    };
    const { value, diagnostics } = parseLenient(Site, input, 'test');
    expect(value.widget).toMatchObject(input.widget);
    expect(diagnostics).toEqual([]);
  });

  it('fills every default for {} silently', () => {
    expect(parseLenient(Site, {}, 'test')).toEqual({
      value: { widget: DEFAULT_WIDGET },
      diagnostics: [],
    });
  });

  it('ignores unknown extra keys silently', () => {
    const { value, diagnostics } = parseLenient(Site, { extra: 1, widget: { other: 'x' } }, 'test');
    expect(value).toEqual({ widget: DEFAULT_WIDGET });
    expect(diagnostics).toEqual([]);
  });

  it.each([
    [
      'a number where a string is expected',
      { title: 42 },
      'widget.title',
      '"Quick Links"',
      'expected string, received number',
    ],
    [
      'null where a string is expected',
      { title: null },
      'widget.title',
      '"Quick Links"',
      'expected string, received null',
    ],
    [
      'a string where a boolean is expected',
      { enabled: 'true' },
      'widget.enabled',
      'false',
      'expected boolean, received string',
    ],
    ['an unknown enum value', { mode: 'v3' }, 'widget.mode', '"v1"', 'received "v3"'],
    [
      'a string where an array is expected',
      { links: 'nope' },
      'widget.links',
      '[]',
      'expected array, received string',
    ],
    [
      'a string where an object is expected',
      { nested: 'red' },
      'widget.nested',
      '{"color":"black","inner":{"on":true}}',
      'expected object, received string',
    ],
    [
      'a wrong type deep inside',
      { nested: { inner: { on: 1 } } },
      'widget.nested.inner.on',
      'true',
      'expected boolean, received number',
    ],
  ])('replaces %s by its default and reports it', (_, widget, path, used, problem) => {
    const { value, diagnostics } = parseLenient(Site, { widget }, 'cms');
    expect(value).toEqual({ widget: DEFAULT_WIDGET });
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ source: 'cms', path, used });
    expect(diagnostics[0]?.problem).toContain(problem);
  });

  it('keeps the good fields next to a bad one', () => {
    const { value } = parseLenient(
      Site,
      { widget: { title: 'Mine', size: 'big', enabled: true } },
      't',
    );
    expect(value.widget).toMatchObject({ title: 'Mine', size: 3, enabled: true });
  });

  it('fixes a field inside an array item and names it with its index', () => {
    const links = [{ label: 'A', url: '/a' }, { label: 'B' }, { label: 'C', url: 7 }];
    const { value, diagnostics } = parseLenient(Site, { widget: { links } }, 'site');
    expect(value.widget.links).toEqual([
      { label: 'A', url: '/a' },
      { label: 'B', url: '' },
      { label: 'C', url: '' },
    ]);
    expect(diagnostics).toEqual([
      {
        source: 'site',
        path: 'widget.links[2].url',
        problem: 'expected string, received number',
        used: '""',
      },
    ]);
  });

  it('drops junk array items, reporting their original indexes', () => {
    const links = [1, { label: 'ok' }, 'x', null, { label: 'also ok' }, []];
    const { value, diagnostics } = parseLenient(Site, { widget: { links } }, 's');
    expect(value.widget.links.map((link) => link.label)).toEqual(['ok', 'also ok']);
    expect(diagnostics.map((d) => [d.path, d.used])).toEqual([
      ['widget.links[0]', 'removed'],
      ['widget.links[2]', 'removed'],
      ['widget.links[3]', 'removed'],
      ['widget.links[5]', 'removed'],
    ]);
  });

  it('drops junk in arrays of strings', () => {
    const { value, diagnostics } = parseLenient(Site, { widget: { tags: ['a', 2, 'b', {}] } }, 's');
    expect(value.widget.tags).toEqual(['a', 'b']);
    expect(diagnostics.map((d) => d.path)).toEqual(['widget.tags[1]', 'widget.tags[3]']);
  });

  it('handles nested arrays', () => {
    const Matrix = z.object({ rows: z.array(z.array(z.number())).default(() => []) });
    const { value, diagnostics } = parseLenient(
      Matrix,
      { rows: [[1, 'a', 2], 'row', [3, null]] },
      'm',
    );
    expect(value.rows).toEqual([[1, 2], [3]]);
    expect(diagnostics.map((d) => d.path)).toEqual(['rows[0][1]', 'rows[1]', 'rows[2][1]']);
  });

  it('removes an array item that lacks a required field', () => {
    const Items = z.object({
      items: z.array(z.object({ id: z.string(), n: z.number().default(0) })).default(() => []),
    });
    const { value, diagnostics } = parseLenient(
      Items,
      { items: [{ id: 'a' }, { n: 2 }, { id: 'c' }] },
      'i',
    );
    expect(value.items.map((item) => item.id)).toEqual(['a', 'c']);
    expect(diagnostics).toEqual([
      {
        source: 'i',
        path: 'items[1]',
        problem: 'id: expected string, received undefined',
        used: 'removed',
      },
    ]);
  });

  it('keeps original indexes when a later pass removes more items', () => {
    const Item = z
      .object({ n: z.number().default(0) })
      .refine((item) => item.n !== 0, { message: 'n must not be zero' });
    const Holder = z.object({ items: z.array(Item).default(() => []) });
    const { value, diagnostics } = parseLenient(
      Holder,
      { items: ['junk', { n: 'x' }, { n: 5 }] },
      'h',
    );
    expect(value.items).toEqual([{ n: 5 }]);
    expect(diagnostics.map((d) => [d.path, d.used])).toEqual(
      expect.arrayContaining([
        ['items[0]', 'removed'],
        ['items[1]', 'removed'],
      ]),
    );
  });

  it.each([
    ['null', null, 'received null'],
    ['a string', 'settings', 'received string'],
    ['a number', 42, 'received number'],
    ['an array', [1, 2], 'received array'],
    ['undefined', undefined, 'received undefined'],
  ])('turns %s root into all defaults with one diagnostic', (_, input, problem) => {
    const { value, diagnostics } = parseLenient(Site, input, 'root');
    expect(value).toEqual({ widget: DEFAULT_WIDGET });
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ source: 'root', path: '(root)', used: 'defaults' });
    expect(diagnostics[0]?.problem).toContain(problem);
  });

  it('turns a non-array root into an empty list for an array schema', () => {
    const { value, diagnostics } = parseLenient(z.array(Link), { not: 'a list' }, 'list');
    expect(value).toEqual([]);
    expect(diagnostics).toHaveLength(1);
  });

  it('never changes the caller’s input', () => {
    const input = { widget: { title: 1, links: [1, { label: 'x' }] } };
    const copy = structuredClone(input);
    parseLenient(Site, input, 't');
    expect(input).toEqual(copy);
  });

  it('resets only a field that cannot be copied, instead of throwing', () => {
    const input = { widget: { title: () => 'x', size: 7 } };
    const { value, diagnostics } = parseLenient(Site, input, 't');
    expect(value.widget).toEqual({ ...DEFAULT_WIDGET, size: 7 });
    expect(diagnostics.map((d) => d.path)).toEqual(['widget.title']);
  });

  it('reports several problems of one payload at once', () => {
    const input = { widget: { title: 1, enabled: 'no', links: [{ url: 3 }, 5], tags: 'x' } };
    const { diagnostics } = parseLenient(Site, input, 't');
    expect(diagnostics.map((d) => d.path).sort()).toEqual(
      [
        'widget.enabled',
        'widget.links[0].url',
        'widget.links[1]',
        'widget.tags',
        'widget.title',
      ].sort(),
    );
  });

  it('shortens long received values in the problem text', () => {
    const Long = z.object({ mode: z.enum(['a']).default('a') });
    const { diagnostics } = parseLenient(Long, { mode: 'x'.repeat(200) }, 't');
    expect(diagnostics[0]?.problem.length).toBeLessThan(120);
  });

  it('throws only for a schema that cannot parse an empty object (a programming error)', () => {
    const Strict = z.object({ id: z.string() });
    expect(() => parseLenient(Strict, { id: 1 }, 'strict')).toThrow(TypeError);
  });
});

/** A value wrapped in `depth` arrays. */
function nested(depth: number, inner: unknown = 'x'): unknown {
  let value = inner;
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

describe('parseLenient on hostile sizes', () => {
  const junkList = (count: number) =>
    Array.from({ length: count }, (_, index) =>
      index % 2 === 0 ? { label: `ok ${index}`, url: '/a' } : index,
    );

  it('drops 16 000 junk items, keeps the good ones and caps the diagnostics', () => {
    const links = junkList(32_000);
    const { value, diagnostics } = parseLenient(Site, { widget: { links, title: 'Mine' } }, 's');
    expect(value.widget.links).toHaveLength(16_000);
    expect(value.widget.links.at(-1)?.label).toBe('ok 31998');
    expect(value.widget.title).toBe('Mine');
    expect(diagnostics).toHaveLength(MAX_DIAGNOSTICS + 1);
    expect(diagnostics[1]).toMatchObject({ path: 'widget.links[3]', used: 'removed' });
    expect(diagnostics.at(-1)?.problem).toContain(`${16_000 - MAX_DIAGNOSTICS} more problems`);
  });

  it('repairs in time linear in the junk: 16 times the items cost far less than 256 times', () => {
    const small = { widget: { links: junkList(2_000) } };
    const large = { widget: { links: junkList(32_000) } };
    const smallTime = Math.max(
      fastestOf(() => parseLenient(Site, small, 's')),
      2,
    );
    const largeTime = fastestOf(() => parseLenient(Site, large, 's'));
    // Linear is about 16 times; the quadratic repair this replaces was well over 100 times.
    expect(largeTime).toBeLessThan(smallTime * 64);
  });

  it('resets only a field nested 4 000 levels deep, keeping its siblings', () => {
    const input = { widget: { title: nested(4_000), size: 7, tags: ['a'] } };
    const { value, diagnostics } = parseLenient(Site, input, 's');
    expect(value.widget).toEqual({ ...DEFAULT_WIDGET, size: 7, tags: ['a'] });
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ path: 'widget.title', used: '"Quick Links"' });
    expect(diagnostics[0]?.problem).toContain(`nested deeper than ${MAX_DEPTH} levels`);
  });

  it('drops a too-deep array item by its own index and keeps the rest', () => {
    const tags = ['a', nested(4_000), 'b'];
    const { value, diagnostics } = parseLenient(Site, { widget: { tags } }, 's');
    expect(value.widget.tags).toEqual(['a', 'b']);
    expect(diagnostics.map((d) => [d.path, d.used])).toEqual([['widget.tags[1]', 'removed']]);
  });

  it('keeps free-form data up to the depth limit', () => {
    const Free = z.object({ data: z.unknown(), n: z.number().default(0) });
    const { value, diagnostics } = parseLenient(Free, { data: nested(100), n: 2 }, 's');
    expect(value.n).toBe(2);
    expect(JSON.stringify(value.data)).toBe(`${'['.repeat(MAX_DEPTH)}${']'.repeat(MAX_DEPTH)}`);
    expect(diagnostics).toHaveLength(1);
  });

  it('cuts a value that contains itself and keeps shared values', () => {
    const loop: Record<string, unknown> = { color: 'red' };
    loop.inner = loop;
    const shared = { label: 'A', url: '/a' };
    const input = { widget: { nested: loop, links: [shared, shared], size: 7 } };
    const { value } = parseLenient(Site, input, 's');
    expect(value.widget.nested).toEqual({ color: 'red', inner: { on: true } });
    expect(value.widget.links).toEqual([shared, shared]);
    expect(value.widget.size).toBe(7);
  });

  it('keeps a "__proto__" key as data', () => {
    const input: unknown = JSON.parse('{"widget":{"__proto__":{"title":"x"},"size":7}}');
    const { value } = parseLenient(Site, input, 's');
    expect(value.widget.title).toBe('Quick Links');
    expect(value.widget.size).toBe(7);
  });
});
