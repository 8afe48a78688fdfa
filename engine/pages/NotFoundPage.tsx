import { Link } from 'react-router';
import { PageFrame } from './frame/PageFrame';

/** A real 404 (the server answers it) for paths deeper than one unknown segment (one segment is a retailer's page). */
export default function NotFoundPage() {
  return (
    <PageFrame
      title="Page not found"
      description="The page you asked for does not exist."
      head={{ status: 404 }}
    >
      <Link to="/">Go to the home page</Link>
    </PageFrame>
  );
}
