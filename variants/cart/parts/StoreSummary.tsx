import { Link } from 'react-router';
import styled from 'styled-components';
import { Skeleton, StoreIcon } from '../../../ui';
import type { StoreSummaryData } from '../types';

const Box = styled.section`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  align-items: start;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  font-size: ${({ theme }) => theme.font.size.sm};
  > svg {
    grid-row: span 3;
    color: ${({ theme }) => theme.color.brand};
  }
  a {
    color: ${({ theme }) => theme.color.brandStrong};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Detail = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
`;

/** The order type and store the order goes to, in the order strip's wording (spec 2.6). */
export function StoreSummary({ store }: { store: StoreSummaryData }) {
  if (store.kind === 'loading') {
    return (
      <Box aria-busy="true" aria-label="Your store">
        <StoreIcon />
        <Skeleton width="60%" height="1em" />
        <Skeleton width="85%" height="1em" />
      </Box>
    );
  }
  if (store.kind === 'select') {
    return (
      <Box aria-label="Your store">
        <StoreIcon />
        <Heading>No store selected</Heading>
        <Link to={store.href}>Select a Store</Link>
      </Box>
    );
  }
  return (
    <Box aria-label="Your store">
      <StoreIcon />
      <Heading>{store.heading}</Heading>
      <Detail>{store.detail}</Detail>
      <Link to={store.changeHref}>Change store</Link>
    </Box>
  );
}
