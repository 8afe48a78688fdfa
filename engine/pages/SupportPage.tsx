import { PageFrame } from './frame/PageFrame';

/** Route group: customer support, tickets and chat with a retailer. Title, breadcrumbs and purpose come from the route table. */
export default function SupportPage() {
  return <PageFrame />;
}
