/**
 * Chunks for what a first visit downloads (the home route's JavaScript). Left to itself
 * the bundler makes one chunk per set of importers, so the first screen came as 57 files: every
 * module the storefront shares with the studio entry, every piece two lazy sections share, each a
 * file of its own, each paying for its import and export statements and compressed alone. Here
 * each named group takes the static imports of its roots, followed all the way, as one chunk: the
 * first group first, each later one what is left. A `shared` group takes only what code loaded
 * elsewhere also imports (the page frame and product cards every catalogue page uses), so a
 * landing on another page does not download the home page's own code with them.
 *
 * Packages stay out (`exclude`): a package's index re-exports modules the app imports elsewhere
 * lazily (zod's classic API through its core), and taken in they would ship with the first load.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

export type FirstLoadGroup = {
  name: string;
  /** Project-relative files: each, and its static imports followed all the way, make the chunk. */
  roots: readonly string[];
  /** A page's entry module: its imports join the chunk, it stays in the page's own entry chunk
   * (taken in, it would leave the manifest without the page's entry file). */
  entry?: string;
  /** Only the modules that some other entry or lazily loaded module also imports. */
  shared?: boolean;
};

export type CodeSplittingGroup = { name: string; priority: number; test: (id: string) => boolean };

/** What the bundler knows of a module: null when the module is not in the build. */
export type ModuleInfoOf = (id: string) => {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  isEntry: boolean;
} | null;

/** The modules `starts` import statically, followed all the way, `starts` included. */
function closure(starts: Iterable<string>, moduleInfo: ModuleInfoOf): Set<string> {
  const found = new Set<string>();
  const stack = [...starts];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (found.has(id)) continue;
    const info = moduleInfo(id);
    if (info === null) continue;
    found.add(id);
    stack.push(...info.importedIds);
  }
  return found;
}

/**
 * Module id → the group whose chunk it goes to. Empty when the first group's first file is not
 * in the build (another build of the same config: Storybook's). A root missing from a build that
 * has it throws: a renamed file would quietly bring the 57 files back.
 */
export function chunkMembers(
  projectRoot: string,
  groups: readonly FirstLoadGroup[],
  exclude: RegExp,
  moduleIds: readonly string[],
  moduleInfo: ModuleInfoOf,
): Map<string, string> {
  const members = new Map<string, string>();
  const first = groups[0];
  const firstFile = first?.entry ?? first?.roots[0];
  if (firstFile === undefined || moduleInfo(path.resolve(projectRoot, firstFile)) === null) {
    return members;
  }
  for (const group of groups) {
    const resolve = (file: string) => {
      const id = path.resolve(projectRoot, file);
      if (moduleInfo(id) === null) {
        throw new Error(`first-load chunk ${group.name}: ${file} is not in the build`);
      }
      return id;
    };
    const entry = group.entry === undefined ? null : resolve(group.entry);
    const roots = group.roots.map(resolve);
    const reached = closure(entry === null ? roots : [entry, ...roots], moduleInfo);
    const elsewhere = group.shared ? elsewhereThan(new Set(roots), moduleIds, moduleInfo) : null;
    for (const id of reached) {
      if (id === entry || members.has(id) || exclude.test(id)) continue;
      if (elsewhere !== null && !elsewhere.has(id)) continue;
      members.set(id, group.name);
    }
  }
  return members;
}

/** What every entry and lazily loaded module other than `roots` imports statically. */
function elsewhereThan(
  roots: ReadonlySet<string>,
  moduleIds: readonly string[],
  moduleInfo: ModuleInfoOf,
): Set<string> {
  const starts = new Set<string>();
  for (const id of moduleIds) {
    const info = moduleInfo(id);
    if (info === null) continue;
    if (info.isEntry) starts.add(id);
    for (const lazy of info.dynamicallyImportedIds) starts.add(lazy);
  }
  for (const root of roots) starts.delete(root);
  return closure(starts, moduleInfo);
}

/** The plugin that learns the module graph, and the code-splitting groups that read it. */
export function firstLoadChunks(
  projectRoot: string,
  groups: readonly FirstLoadGroup[],
  exclude: RegExp,
): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  let members = new Map<string, string>();
  const plugin: Plugin = {
    name: 'storefront:first-load-chunks',
    apply: 'build',
    buildEnd(error) {
      if (error || this.environment.config.consumer !== 'client') return;
      members = chunkMembers(projectRoot, groups, exclude, [...this.getModuleIds()], (id) =>
        this.getModuleInfo(id),
      );
    },
  };
  return {
    plugin,
    groups: groups.map(({ name }, index) => ({
      name,
      priority: groups.length - index,
      test: (id) => members.get(id) === name,
    })),
  };
}
