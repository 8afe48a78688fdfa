import { PageFrame } from './frame/PageFrame';

/** Route group: profile, account, orders and notification pages. Title, breadcrumbs and purpose come from the route table. */
export default function AccountPage() {
  return <PageFrame />;
}
