import { PageFrame } from './frame/PageFrame';

/** Route group: wish lists, saved for later and keep shopping for. Title, breadcrumbs and purpose come from the route table. */
export default function ListsPage() {
  return <PageFrame />;
}
