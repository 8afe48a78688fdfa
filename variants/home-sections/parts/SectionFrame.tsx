/**
 * The frame every home section shares: a labelled region with vertical rhythm, and a head row
 * of a fixed height (the h2, an optional "view all" link and carousel arrows), so a skeleton and
 * the loaded section start their content at the same place.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { ChevronRightIcon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import type { SectionLink } from '../types';

export const Section = styled.section`
  padding-block: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.tablet} {
    padding-block: ${({ theme }) => theme.space.xl};
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: 44px;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Title = styled.h2`
  margin: 0;
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: 1.25;
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

const Tools = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const ViewAll = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: 44px;
  color: ${({ theme }) => theme.color.brand};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    text-decoration: underline;
  }
`;

export type SectionHeadProps = {
  /** The h2's id: the section's aria-labelledby points at it. */
  id: string;
  title: string;
  viewAll?: SectionLink | null;
  /** Extra tools after the link, e.g. a carousel's previous/next buttons. */
  children?: ReactNode;
};

export function SectionHead({ id, title, viewAll, children }: SectionHeadProps) {
  return (
    <Head>
      <Title id={id}>{title}</Title>
      <Tools>
        {viewAll && (
          <ViewAll to={viewAll.href}>
            {viewAll.label}
            <ChevronRightIcon size={18} />
          </ViewAll>
        )}
        {children}
      </Tools>
    </Head>
  );
}

/** The head row while a section loads: same height, a bar where the title goes. */
export function SectionHeadSkeleton() {
  return (
    <Head>
      <Skeleton width="min(14rem, 55%)" height="1.75rem" />
    </Head>
  );
}
