import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import styled from 'styled-components';

/** Last resort when a route cannot load at all (e.g. a page chunk failed to download). */
export function RouteError() {
  const error = useRouteError();
  // From the router, not window: the server renders this page too.
  const { pathname, search } = useLocation();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong while loading this page.';
  return (
    <Box role="alert">
      <h1>We couldn’t show this page</h1>
      <p>{message}</p>
      <p>
        <a href={`${pathname}${search}`}>Reload the page</a> or{' '}
        <Link to="/">go to the home page</Link>.
      </p>
    </Box>
  );
}

const Box = styled.div`
  max-width: 560px;
  margin: 15vh auto;
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
`;
