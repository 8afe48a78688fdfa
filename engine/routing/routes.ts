import { routeTable } from './routeTable';
import { normaliseShopPath } from './shopPath';
import type { RouteDef } from './types';

export type BuildRoutesOptions = {
  /** appSettings.shopPath; missing or unusable values fall back to "/shop". */
  shopPath?: string | null;
  /** appSettings.careerVersion; /career is routed only when it is set. */
  careerVersion?: string | null;
};

/** Tables already built, by their settings: a studio editing shopPath makes one per keystroke. */
const built = new Map<string, readonly RouteDef[]>();
const BUILT_LIMIT = 20;

/**
 * The route table for one site's app settings (spec 2.1). The same table object comes back for
 * the same settings, so every component that matches the location shares one table and its
 * matches (matchRoute caches them per table: react-router's matching flattens and ranks the
 * whole table on every call, a few ms each on a phone).
 */
export function buildRoutes({
  shopPath,
  careerVersion,
}: BuildRoutesOptions = {}): readonly RouteDef[] {
  const settings = {
    shopPath: normaliseShopPath(shopPath),
    careerVersion: careerVersion?.trim() ? careerVersion : null,
  };
  const key = JSON.stringify(settings);
  const known = built.get(key);
  if (known) return known;
  const table = routeTable(settings);
  if (built.size >= BUILT_LIMIT) built.clear();
  built.set(key, table);
  return table;
}

/** The table with default settings: shop at "/shop", no career page. */
export const ROUTES: readonly RouteDef[] = buildRoutes();
