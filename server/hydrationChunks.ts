/**
 * The chunks a page's hydration imports lazily, named in its HTML so the loader asks for them
 * with the app's entry (total blocking time). Without them the browser learned of the
 * page's chunks only once the entry had downloaded and run: the framework's download and the
 * page's then came one after the other, and Vite's preload helper added a `modulepreload` link
 * for each of the page's 15-20 chunks inside the bootstrap's one task (about 1 ms each under
 * Lighthouse's trace, so half of that task). A chunk named here that the page does not import
 * costs a download only; one missing is still fetched by the helper as before.
 */
import type { BuildManifest, SsrManifest } from '../schemas/buildManifest';
import { matchRoute } from '../engine/routing/matchRoute';
import { mobileHeaderFor } from '../engine/routing/mobileHeader';
import type { PageName } from '../engine/routing/pageNames';
import { buildRoutes, type BuildRoutesOptions } from '../engine/routing/routes';
import { normaliseShopPath } from '../engine/routing/shopPath';
import { showsPathHeader } from '../engine/shell/PathHeaderPart';

/** The page modules' files: engine/pages/pageLoaders.ts imports `./<Name>Page` for each name. */
export const pageModule = (page: PageName): string =>
  `engine/pages/${page.charAt(0).toUpperCase()}${page.slice(1)}Page.tsx`;
/** Every page but the home loads the route descriptions with its module (pageLoaders). */
export const ROUTE_DESCRIPTIONS_MODULE = 'engine/routing/descriptions.ts';
/** The mobile path header, which a page that shows one loads before hydrating (serverState). */
export const PATH_HEADER_MODULE = 'variants/mobile-headers/MobilePathHeader.tsx';
/** The store-hours reader, which a page hydrating a chosen store's hours loads first. */
export const STORE_HOURS_MODULE = 'engine/viewmodels/storeSelection/storeHoursAt.ts';
/** The embedded mock backend over HTTP, the bootstrap's first import there (bootstrap.tsx). */
export const HTTP_MOCKED_MODE_MODULE = 'engine/app/httpMockedMode.ts';

/**
 * The source modules the browser imports before its first render of `pathname`, as
 * engine/app/serverState.ts does (bootstrap.tsx adds HTTP_MOCKED_MODE_MODULE where the server
 * serves the mock backend).
 */
export function hydrationModules(
  pathname: string,
  routeOptions: BuildRoutesOptions,
  { storeChosen }: { storeChosen: boolean },
): string[] {
  const modules: string[] = [];
  const match = matchRoute(pathname, buildRoutes(routeOptions));
  if (match !== null) {
    modules.push(pageModule(match.route.page));
    if (match.route.page !== 'home') modules.push(ROUTE_DESCRIPTIONS_MODULE);
  }
  const header = mobileHeaderFor(pathname, {
    shopPath: normaliseShopPath(routeOptions.shopPath),
  });
  if (showsPathHeader(header)) modules.push(PATH_HEADER_MODULE);
  if (storeChosen) modules.push(STORE_HOURS_MODULE);
  return modules;
}

/**
 * Names the JavaScript files (`/assets/…`) holding `modules` and their static imports, followed
 * all the way, less those the entry loads anyway. Modules the build does not have go to
 * `unknown`. The manifests are indexed once, for every page the server renders.
 */
export function hydrationChunkNamer({
  manifest,
  ssrManifest,
}: {
  manifest: BuildManifest;
  ssrManifest: SsrManifest;
}): (modules: readonly string[], unknown?: (module: string) => void) => string[] {
  const byUrl = new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk]));
  const follow = (url: string, into: Set<string>) => {
    const chunk = byUrl.get(url);
    if (chunk === undefined || into.has(url)) return;
    into.add(url);
    for (const key of chunk.imports ?? []) {
      const imported = manifest[key];
      if (imported) follow(`/${imported.file}`, into);
    }
  };
  // The storefront's entry (index.html) and what it imports: the loader asks for those already.
  const withEntry = new Set<string>();
  const entry = manifest['index.html'];
  if (entry) follow(`/${entry.file}`, withEntry);
  return (modules, unknown = () => undefined) => {
    const files = new Set<string>();
    for (const module of modules) {
      const urls = ssrManifest[module]?.filter((url) => url.endsWith('.js')) ?? [];
      if (urls.length === 0) unknown(module);
      for (const url of urls) follow(url, files);
    }
    return [...files].filter((url) => !withEntry.has(url));
  };
}
