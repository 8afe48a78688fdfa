import { PageFrame } from './frame/PageFrame';

/** Route group: /menu. Title, breadcrumbs and purpose come from the route table. */
export default function MenuPage() {
  return <PageFrame />;
}
