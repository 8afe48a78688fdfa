import styled from 'styled-components';
import { Skeleton } from '../../ui/Skeleton';

/** What a shopper sees while the site's settings load: the page's shape, never a blank screen. */
export function AppSkeleton() {
  return (
    <Frame role="status" aria-busy="true" aria-label="Loading the store">
      <Bar>
        <Skeleton width="140px" height="32px" />
        <Skeleton width="40%" height="40px" />
        <Skeleton width="96px" height="32px" />
      </Bar>
      <Body>
        <Skeleton width="60%" height="36px" />
        <Skeleton width="100%" height="220px" />
        <Grid>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} width="100%" height="180px" />
          ))}
        </Grid>
      </Body>
    </Frame>
  );
}

const Frame = styled.div`
  min-height: 100vh;
`;
const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;
const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
`;
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;
