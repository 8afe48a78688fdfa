import { routeTable } from './routeTable';
import { normaliseShopPath } from './shopPath';
import type { RouteDef } from './types';

export type BuildRoutesOptions = {
  /** appSettings.shopPath; missing or unusable values fall back to "/shop". */
  shopPath?: string | null;
  /** appSettings.careerVersion; /career is routed only when it is set. */
  careerVersion?: string | null;
};

/** The route table for one site's app settings (spec 2.1). */
export function buildRoutes({
  shopPath,
  careerVersion,
}: BuildRoutesOptions = {}): readonly RouteDef[] {
  return routeTable({
    shopPath: normaliseShopPath(shopPath),
    careerVersion: careerVersion?.trim() ? careerVersion : null,
  });
}

/** The table with default settings: shop at "/shop", no career page. */
export const ROUTES: readonly RouteDef[] = buildRoutes();

/** Spec 4.11: any path containing "cart-abandonment" switches the abandoned-cart e-mail behaviour. */
export function isCartAbandonmentPath(pathname: string): boolean {
  return pathname.includes('cart-abandonment');
}
