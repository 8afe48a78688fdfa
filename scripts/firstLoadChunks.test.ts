import { describe, expect, it } from 'vitest';
import { chunkMembers, firstLoadChunks, type ModuleInfoOf } from './firstLoadChunks';

const ROOT = '/app';

/** A module graph: each file's static imports, project-relative. */
function graph(imports: Record<string, string[]>): ModuleInfoOf {
  return (id) => {
    const file = id.replace(`${ROOT}/`, '');
    const list = imports[file];
    return list === undefined ? null : { importedIds: list.map((to) => `${ROOT}/${to}`) };
  };
}

const GRAPH = graph({
  'main.tsx': ['bootstrap.ts'],
  'bootstrap.ts': ['store.ts', 'node_modules/react/index.js'],
  'store.ts': [],
  'node_modules/react/index.js': [],
  'readers.ts': ['store.ts', 'node_modules/zod/mini.js'],
  'node_modules/zod/mini.js': [],
  'HomePage.tsx': ['Hero.tsx', 'store.ts'],
  'Hero.tsx': ['Card.tsx'],
  'Card.tsx': ['Hero.tsx'],
  'Later.tsx': ['Card.tsx'],
});

const GROUPS = [
  { name: 'shell', entry: 'main.tsx', roots: ['readers.ts'] },
  { name: 'home', roots: ['HomePage.tsx'] },
];

const named = (members: Map<string, string>) =>
  Object.fromEntries([...members].map(([id, group]) => [id.replace(`${ROOT}/`, ''), group]));

describe('chunkMembers', () => {
  it('gives each group its roots’ static imports; earlier groups first; entries and packages stay out', () => {
    expect(named(chunkMembers(ROOT, GROUPS, /node_modules/, GRAPH))).toEqual({
      'bootstrap.ts': 'shell',
      'store.ts': 'shell',
      'readers.ts': 'shell',
      'HomePage.tsx': 'home',
      'Hero.tsx': 'home',
      'Card.tsx': 'home',
    });
  });

  it('does nothing in a build without the first entry (Storybook’s), and throws on a lost root', () => {
    const storybook = graph({ 'HomePage.tsx': [] });
    expect(chunkMembers(ROOT, GROUPS, /node_modules/, storybook).size).toBe(0);
    const renamed = [GROUPS[0]!, { name: 'home', roots: ['HomePageOld.tsx'] }];
    expect(() => chunkMembers(ROOT, renamed, /node_modules/, GRAPH)).toThrow(
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
      getModuleInfo: GRAPH,
    };
    const buildEnd = plugin.buildEnd as (this: typeof context, error?: Error) => void;
    buildEnd.call(context);
    expect(shell?.test(`${ROOT}/store.ts`)).toBe(true);
    expect(shell?.test(`${ROOT}/Later.tsx`)).toBe(false);
    expect(groups.map((group) => [group.name, group.priority])).toEqual([
      ['shell', 2],
      ['home', 1],
    ]);
  });
});
