/**
 * Each settings group and each layout choice in a context of its own, so a component re-renders
 * when what it reads changes, not on every edit of the configuration. The studio posts a new
 * configuration per keystroke; its settings query keeps unchanged groups' objects (structural
 * sharing), so an edit of the header's settings re-renders the header, not every page section.
 */
import { createContext, useContext, type Context, type ReactNode } from 'react';
import type { Layout } from '../../schemas/layout';
import { LAYOUT_DEFAULTS } from '../../schemas/layoutDefaults';
import { SITE_SETTINGS_KEYS } from '../../schemas/settingsKeys';
import type { SiteConfig, SiteSettings } from '../../schemas';

/** Every family of the layout: its defaults name them all (the Layout type has no optional key). */
const LAYOUT_KEYS = Object.keys(LAYOUT_DEFAULTS) as (keyof Layout)[];

/** No provider above: every storefront part renders inside SiteConfigProvider (the app, stories
 * and tests give it a configuration), so the contexts need no default configuration. */
export const NO_SITE_CONFIG = Symbol('no SiteConfigProvider');

type Contexts<T> = { [K in keyof T]-?: Context<T[K] | typeof NO_SITE_CONFIG> };

function contextsFor<T>(keys: readonly (keyof T)[]): Contexts<T> {
  const contexts: Partial<Contexts<T>> = {};
  for (const key of keys)
    contexts[key] = createContext<T[typeof key] | typeof NO_SITE_CONFIG>(NO_SITE_CONFIG);
  return contexts as Contexts<T>;
}

const settingsContexts = contextsFor<SiteSettings>(SITE_SETTINGS_KEYS);
const layoutContexts = contextsFor<Layout>(LAYOUT_KEYS);

function provide<T, K extends keyof T>(
  contexts: Contexts<T>,
  values: T,
  key: K,
  children: ReactNode,
): ReactNode {
  const { Provider } = contexts[key];
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
  for (const key of LAYOUT_KEYS) tree = provide(layoutContexts, config.layout, key, tree);
  for (const key of SITE_SETTINGS_KEYS)
    tree = provide(settingsContexts, config.settings, key, tree);
  return tree;
}

function useSlice<T, K extends keyof T>(contexts: Contexts<T>, key: K): T[K] {
  const value = useContext(contexts[key]);
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
