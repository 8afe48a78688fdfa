/**
 * Each settings group and each layout choice in a context of its own, so a component re-renders
 * when what it reads changes, not on every edit of the configuration. The studio posts a new
 * configuration per keystroke; its settings query keeps unchanged groups' objects (structural
 * sharing), so an edit of the header's settings re-renders the header, not every page section.
 */
import { createContext, useContext, type Context, type ReactNode } from 'react';
import type { Layout } from '../../schemas/layout';
import { SITE_SETTINGS_KEYS } from '../../schemas/settingsKeys';
import type { SiteConfig, SiteSettings } from '../../schemas';

/** No provider above: every storefront part renders inside SiteConfigProvider (the app, stories
 * and tests give it a configuration), so the contexts need no default configuration. */
export const NO_SITE_CONFIG = Symbol('no SiteConfigProvider');

type Contexts<T> = { [K in keyof T]-?: Context<T[K] | typeof NO_SITE_CONFIG> };

type ContextOf<T> = <K extends keyof T>(key: K) => Contexts<T>[K];

/**
 * Each key's context, made the first time it is provided or read: the first load needs no list of
 * the layout's families (the family table, schemas/layoutFamilies.ts, comes with the site schema).
 */
function contextsFor<T>(): ContextOf<T> {
  const made: Partial<Contexts<T>> = {};
  return (key) =>
    (made[key] ??= createContext<T[typeof key] | typeof NO_SITE_CONFIG>(NO_SITE_CONFIG));
}

const settingsContexts = contextsFor<SiteSettings>();
const layoutContexts = contextsFor<Layout>();

function provide<T, K extends keyof T>(
  contexts: ContextOf<T>,
  values: T,
  key: K,
  children: ReactNode,
): ReactNode {
  const { Provider } = contexts(key);
  return <Provider value={values[key]}>{children}</Provider>;
}

/** Provides every group and choice of `config` (SiteConfigProvider renders it). */
export function SiteSlicesProvider({
  config,
  children,
}: {
  config: SiteConfig;
  children: ReactNode;
}) {
  let tree = children;
  // Sorted: a layout built in another key order gives the same tree, so nothing remounts.
  const families = (Object.keys(config.layout) as (keyof Layout)[]).sort();
  for (const key of families) tree = provide(layoutContexts, config.layout, key, tree);
  for (const key of SITE_SETTINGS_KEYS)
    tree = provide(settingsContexts, config.settings, key, tree);
  return tree;
}

function useSlice<T, K extends keyof T>(contexts: ContextOf<T>, key: K): T[K] {
  const value = useContext(contexts(key));
  if (value === NO_SITE_CONFIG)
    throw new Error(`${String(key)} is read outside SiteConfigProvider`);
  return value;
}

/** One settings group of the site (re-renders when that group changes). */
export function useSiteSettings<K extends keyof SiteSettings>(key: K): SiteSettings[K] {
  return useSlice(settingsContexts, key);
}

/** The site's variant of one layout family (re-renders when that choice changes). */
export function useLayoutChoice<K extends keyof Layout>(key: K): Layout[K] {
  return useSlice(layoutContexts, key);
}
