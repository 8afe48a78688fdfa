import { useCurrentRoute } from '../site/useRoutes';
import { EventRoute } from './content/EventRoute';
import { FaqRoute } from './content/FaqRoute';
import { InfoPageRoute } from './content/InfoPageRoute';
import { PostDetailsPage } from './content/PostDetailsPage';
import { PostListPage } from './content/PostListPage';
import { ResponseRoute } from './content/ResponseRoute';
import NotFoundPage from './NotFoundPage';
import { CareerPage } from './support/CareerPage';
import { ContactPage } from './support/ContactPage';

/**
 * Route group: about, blog, education, FAQ, contact, policy, events, response and career pages
 * (spec 1, 2.1). Which one shows comes from the matched route of the route table.
 */
export default function ContentPage() {
  const match = useCurrentRoute();
  const id = match?.route.id ?? '';
  const params = match?.params ?? {};
  switch (id) {
    case 'blog':
      return <PostListPage kind="blog" />;
    case 'education':
      return <PostListPage kind="education" />;
    case 'blogDetails':
      return <PostDetailsPage kind="blog" slug={params.slug ?? ''} />;
    case 'educationDetails':
      return <PostDetailsPage kind="education" slug={params.slug ?? ''} />;
    case 'about':
      return <InfoPageRoute slug="about" tableOfContents={false} />;
    case 'terms':
      return <InfoPageRoute slug="terms-and-conditions" tableOfContents />;
    case 'privacy':
      return <InfoPageRoute slug="privacy-policy" tableOfContents />;
    case 'faq':
      return <FaqRoute />;
    case 'contact':
      return <ContactPage />;
    case 'career':
      return <CareerPage />;
    case 'events':
      return <EventRoute slug={params.eventSlug ?? ''} />;
    case 'response':
      return <ResponseRoute id={params.responseId ?? ''} />;
    default:
      return <NotFoundPage />;
  }
}
