import { PageFrame } from './frame/PageFrame';

/** Route group: the shop path, /shop-cannabis-near-me and brand shop pages. Title, breadcrumbs and purpose come from the route table. */
export default function ShopPage() {
  return <PageFrame />;
}
