import { PageFrame } from './frame/PageFrame';

/** Route group: /specials, /deals, /deals-category and /deals-collection. Title, breadcrumbs and purpose come from the route table. */
export default function DealsPage() {
  return <PageFrame />;
}
