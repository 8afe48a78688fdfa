import { Link, useLocation } from 'react-router';
import styled from 'styled-components';

/** Last resort when the page cannot render at all (AppErrorBoundary). */
export function RouteError() {
  // From the router, not window: the server renders this page too.
  const { pathname, search } = useLocation();
  return (
    <Box role="alert">
      <h1>We couldn’t show this page</h1>
      <p>Something went wrong while loading this page.</p>
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
