import { ownValue } from '../../ui/ownValue';
import { matchRoute } from './matchRoute';
import { anyOf, exact, under } from './pathTests';
import { buildRoutes } from './routes';
import { normalisePathname, normaliseShopPath } from './shopPath';
import { decodeSegment, pathSegments, segmentLabel } from './segmentLabel';
import type { CrumbLink, RouteDef } from './types';

/** One breadcrumb; `href` of the current (last) crumb is the page's own path, used for JSON-LD. */
export type Crumb = CrumbLink & { current: boolean };

export type BreadcrumbOptions = { shopPath?: string | null; careerVersion?: string | null };

/** Spec 2.7 hidden-on list, exactly; "/events/*" also covers the bare "/events". */
const hidden = anyOf(
  exact('/', '/homepage2', '/profile', '/sign-in', '/sign-up', '/customer-choice'),
  exact('/categories', '/menu-profile', '/account/login-and-security'),
  under('/events'),
);

/** Segments whose crumb links somewhere else than their own prefix (2.7 crumb links). */
const SEGMENT_LINKS: Readonly<Record<string, CrumbLink>> = {
  brand: { label: 'Brands', href: '/brands' },
  brands: { label: 'Brands', href: '/brands' },
  category: { label: 'Categories', href: '/categories' },
  'deals-collection': { label: 'Deals', href: '/deals' },
};

// Brand shop pages show the brand segment as given (spec example "Home > Shop > Brands > {x}").
const RAW_LAST_SEGMENT = new Set(['shopBrand', 'shopConfiguredBrand']);
// Prefixes that land on these are not pages of their own, so they get no crumb.
const NOT_A_PAGE = new Set(['retailer', 'notFound']);

function parentCrumb(
  segment: string,
  prefix: string,
  shopPath: string,
  routes: readonly RouteDef[],
): CrumbLink | null {
  if (prefix === shopPath || segment === 'shop') return { label: 'Shop', href: shopPath };
  const linked = ownValue(SEGMENT_LINKS, segment);
  if (linked) return linked;
  const route = matchRoute(prefix, routes)?.route;
  if (!route || NOT_A_PAGE.has(route.id)) return null;
  return { label: route.breadcrumb ?? segmentLabel(segment), href: prefix };
}

function currentLabel(path: string, shopPath: string, route: RouteDef | undefined): string {
  const last = pathSegments(path).at(-1) ?? '';
  if (path === shopPath) return 'Shop';
  if (route && RAW_LAST_SEGMENT.has(route.id)) return decodeSegment(last);
  return route?.breadcrumb ?? ownValue(SEGMENT_LINKS, last)?.label ?? segmentLabel(last);
}

/** Breadcrumbs for a path (spec 2.7), or null where they are hidden. */
export function breadcrumbsFor(pathname: string, options: BreadcrumbOptions = {}): Crumb[] | null {
  const path = normalisePathname(pathname);
  if (hidden(path)) return null;
  const shopPath = normaliseShopPath(options.shopPath);
  const routes = buildRoutes({ shopPath, careerVersion: options.careerVersion ?? null });
  const route = matchRoute(path, routes)?.route;
  const segments = pathSegments(path);

  const parents: CrumbLink[] = [{ label: 'Home', href: '/' }];
  segments.slice(0, -1).forEach((segment, index) => {
    const prefix = `/${segments.slice(0, index + 1).join('/')}`;
    const crumb = parentCrumb(segment, prefix, shopPath, routes);
    if (crumb && !parents.some((p) => p.href === crumb.href)) parents.push(crumb);
  });
  if (route?.breadcrumbParent) parents.push(route.breadcrumbParent);

  return [
    ...parents.map((crumb) => ({ ...crumb, current: false })),
    { label: currentLabel(path, shopPath, route), href: path, current: true },
  ];
}
