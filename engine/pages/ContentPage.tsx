import { PageFrame } from './frame/PageFrame';

/** Route group: about, blog, education, FAQ, contact, policy, events and career pages. Title, breadcrumbs and purpose come from the route table. */
export default function ContentPage() {
  return <PageFrame />;
}
