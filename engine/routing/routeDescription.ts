/**
 * The route descriptions (engine/routing/descriptions.ts) as the pages read them. They are a
 * chunk of their own that every page but the home fetches with its module (pageLoaders), so a
 * page that renders has them; before that, a route has none.
 */
let describe: ((id: string) => string) | null = null;
let loading: Promise<void> | null = null;

/** Fetches the descriptions once; a failed download is tried again on the next call. */
export function loadRouteDescriptions(): Promise<void> {
  loading ??= import('./descriptions').then(
    (module) => {
      describe = module.describeRoute;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The route's purpose line (spec 2.1); null while the descriptions are not loaded or it has none. */
export function routeDescription(id: string): string | null {
  return describe?.(id) || null;
}
