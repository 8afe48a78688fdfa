/**
 * A loaded section's head row: the h2, an optional "view all" link and carousel arrows. Apart
 * from SectionFrame, whose skeletons the home's first load draws, so the link and its icon come
 * only with the sections' own code.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { ChevronRightIcon } from '../../../ui/Icon';
import type { SectionLink } from '../types';
import { Head } from './SectionFrame';

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
