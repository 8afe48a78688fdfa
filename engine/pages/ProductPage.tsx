import { PageFrame } from './frame/PageFrame';

/** Route group: /product/{productSlug}. Title, breadcrumbs and purpose come from the route table. */
export default function ProductPage() {
  return <PageFrame />;
}
