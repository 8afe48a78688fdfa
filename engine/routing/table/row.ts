import type { PageName } from '../pageNames';
import type { MobileHeaderKind, RouteDef } from '../types';

export const C: MobileHeaderKind = 'compactSearch';
export const T: MobileHeaderKind = 'title';
export const N: MobileHeaderKind = 'none';
export const P: MobileHeaderKind = 'product';
export const CMS: MobileHeaderKind = 'cms';

type Extra = Partial<
  Pick<RouteDef, 'breadcrumb' | 'breadcrumbParent' | 'stickyFooter' | 'caching' | 'containing'>
>;

/** A page about the shopper: no shared cache keeps it (RouteDef.caching). */
export const PERSONAL = { caching: 'personal' } as const;

/** Compact row builder, so the route tables read like the spec's route list (2.1). */
export function r(
  id: string,
  path: string,
  page: PageName,
  title: string,
  mobileHeader: MobileHeaderKind,
  extra: Extra = {},
): RouteDef {
  return { id, path, page, title, mobileHeader, stickyFooter: 'shown', caching: 'guest', ...extra };
}
