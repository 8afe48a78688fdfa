import { PageFrame } from './frame/PageFrame';

/** Route group: store finder, store directories, store details and response pages. Title, breadcrumbs and purpose come from the route table. */
export default function StoresPage() {
  return <PageFrame />;
}
