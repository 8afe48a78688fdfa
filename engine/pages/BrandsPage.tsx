import { PageFrame } from './frame/PageFrame';

/** Route group: /brands, /brands/{x} and /sponsored-brand. Title, breadcrumbs and purpose come from the route table. */
export default function BrandsPage() {
  return <PageFrame />;
}
