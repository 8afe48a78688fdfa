import { describe, expect, it } from 'vitest';
import { chunkMembers, firstLoadChunks, type ModuleInfoOf } from './firstLoadChunks';

const ROOT = '/app';

type Graph = { ids: string[]; info: ModuleInfoOf };

/** A module graph, project-relative: each file's static imports, and `lazy:` ones. */
function graph(imports: Record<string, string[]>, entries: string[] = []): Graph {
  const absolute = (file: string) => `${ROOT}/${file}`;
  return {
    ids: Object.keys(imports).map(absolute),
    info: (id) => {
      const file = id.replace(`${ROOT}/`, '');
      const list = imports[file];
      if (list === undefined) return null;
      const lazy = list.filter((to) => to.startsWith('lazy:'));
      return {
        importedIds: list.filter((to) => !lazy.includes(to)).map(absolute),
        dynamicallyImportedIds: lazy.map((to) => absolute(to.slice('lazy:'.length))),
        isEntry: entries.includes(file),
      };
    },
  };
}

const GRAPH = graph(
  {
    'main.tsx': ['bootstrap.ts'],
    'bootstrap.ts': ['store.ts', 'node_modules/react/index.js', 'lazy:routes.ts'],
    'routes.ts': ['lazy:HomePage.tsx', 'lazy:ShopPage.tsx', 'lazy:readers.ts'],
    'store.ts': [],
    'node_modules/react/index.js': [],
    'readers.ts': ['store.ts', 'node_modules/zod/mini.js'],
    'node_modules/zod/mini.js': [],
    'HomePage.tsx': ['Hero.tsx', 'store.ts', 'Frame.tsx'],
    'Hero.tsx': ['Card.tsx'],
    'Card.tsx': ['Hero.tsx'],
    'Frame.tsx': [],
    'ShopPage.tsx': ['Frame.tsx', 'Grid.tsx'],
    'Grid.tsx': ['Card.tsx'],
  },
  ['main.tsx'],
);

const GROUPS = [
  { name: 'shell', entry: 'main.tsx', roots: ['readers.ts'] },
  { name: 'home', roots: ['HomePage.tsx'] },
];

const named = (members: Map<string, string>) =>
  Object.fromEntries([...members].map(([id, group]) => [id.replace(`${ROOT}/`, ''), group]));

describe('chunkMembers', () => {
  it('gives each group its roots’ static imports; earlier groups first; entries and packages stay out', () => {
    expect(named(chunkMembers(ROOT, GROUPS, /node_modules/, GRAPH.ids, GRAPH.info))).toEqual({
      'bootstrap.ts': 'shell',
      'store.ts': 'shell',
      'readers.ts': 'shell',
      'HomePage.tsx': 'home',
      'Hero.tsx': 'home',
      'Card.tsx': 'home',
      'Frame.tsx': 'home',
    });
  });

  it('a shared group takes only what code loaded elsewhere imports too; the next one the rest', () => {
    const home = ['HomePage.tsx'];
    const groups = [
      GROUPS[0]!,
      { name: 'pages', roots: home, shared: true },
      { name: 'home', roots: home },
    ];
    expect(named(chunkMembers(ROOT, groups, /node_modules/, GRAPH.ids, GRAPH.info))).toEqual({
      'bootstrap.ts': 'shell',
      'store.ts': 'shell',
      'readers.ts': 'shell',
      // The shop page uses the frame and, through its grid, the card and what the card imports.
      'Frame.tsx': 'pages',
      'Card.tsx': 'pages',
      'Hero.tsx': 'pages',
      'HomePage.tsx': 'home',
    });
  });

  it('does nothing in a build without the first entry (Storybook’s), and throws on a lost root', () => {
    const storybook = graph({ 'HomePage.tsx': [] });
    expect(chunkMembers(ROOT, GROUPS, /node_modules/, storybook.ids, storybook.info).size).toBe(0);
    const renamed = [GROUPS[0]!, { name: 'home', roots: ['HomePageOld.tsx'] }];
    expect(() => chunkMembers(ROOT, renamed, /node_modules/, GRAPH.ids, GRAPH.info)).toThrow(
      'first-load chunk home: HomePageOld.tsx is not in the build',
    );
  });
});

describe('firstLoadChunks', () => {
  it('groups test what the plugin learnt at the end of the client build, in the groups’ order', () => {
    const { plugin, groups } = firstLoadChunks(ROOT, GROUPS, /node_modules/);
    const shell = groups.find((group) => group.name === 'shell');
    expect(shell?.test(`${ROOT}/store.ts`)).toBe(false);
    const context = {
      environment: { config: { consumer: 'client' } },
      getModuleIds: () => GRAPH.ids.values(),
      getModuleInfo: GRAPH.info,
    };
    // Vite calls the hook with its plugin context; the hook reads only these three members.
    const buildEnd = plugin.buildEnd;
    if (typeof buildEnd !== 'function') throw new Error('buildEnd is a plain hook');
    Reflect.apply(buildEnd, context, []);
    expect(shell?.test(`${ROOT}/store.ts`)).toBe(true);
    expect(shell?.test(`${ROOT}/ShopPage.tsx`)).toBe(false);
    expect(groups.map((group) => [group.name, group.priority])).toEqual([
      ['shell', 2],
      ['home', 1],
    ]);
  });
});
