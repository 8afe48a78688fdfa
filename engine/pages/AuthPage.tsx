import { PageFrame } from './frame/PageFrame';

/** Route group: /sign-in, /sign-up and /customer-choice. Title, breadcrumbs and purpose come from the route table. */
export default function AuthPage() {
  return <PageFrame />;
}
