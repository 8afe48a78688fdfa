import { PageFrame } from './frame/PageFrame';

/** Route group: /search and its brand, category and deal searches. Title, breadcrumbs and purpose come from the route table. */
export default function SearchPage() {
  return <PageFrame />;
}
