import { DealsRoutes } from './deals/DealsRoutes';

/** Route group: /specials, /deals, /deals-category and /deals-collection (spec 2.1, 2.15). */
export default function DealsPage() {
  return <DealsRoutes />;
}
