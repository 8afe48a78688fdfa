import { PageFrame } from './frame/PageFrame';

/** Route group: /category/{slug} and /categories. Title, breadcrumbs and purpose come from the route table. */
export default function CategoryPage() {
  return <PageFrame />;
}
