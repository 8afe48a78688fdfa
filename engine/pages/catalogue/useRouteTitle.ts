import { routeDescription } from '../../routing/routeDescription';
import { useCurrentRoute } from '../../site/useRoutes';

/** The matched route's title and purpose line (spec 2.1 route table), with a fallback title. */
export function useRouteTitle(fallback: string): { title: string; description: string | null } {
  const route = useCurrentRoute()?.route;
  return {
    title: route?.title ?? fallback,
    description: route ? routeDescription(route.id) : null,
  };
}
