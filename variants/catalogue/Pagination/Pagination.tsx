/**
 * Page links for a listing: previous, numbered pages with gaps, next. Real links (the page lives
 * in ?pageNo=), so they can be opened in a new tab and survive a reload.
 */
import { Link } from 'react-router';
import styled from 'styled-components';
import { ChevronRightIcon } from '../../../ui/Icon';
import type { PaginationProps } from '../types';
import { pageWindow } from './pageWindow';

const Nav = styled.nav`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.xxl};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const cell = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 40px;
  height: 40px;
  padding: 0 10px;
  border-radius: 999px;
  font-variant-numeric: tabular-nums;
`;

const PageLink = styled(Link)`
  ${cell}
  gap: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.ink};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.color.inkSubtle};
  }
  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.onBrand};
  }
  svg[data-flip='true'] {
    transform: scaleX(-1);
  }
`;

const Gap = styled.span`
  ${cell}
  min-width: 24px;
  padding: 0;
  color: ${({ theme }) => theme.color.inkMuted};
`;

/** Small screens keep the arrows' text for screen readers only. */
const ArrowText = styled.span`
  @media (max-width: 479px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

export function Pagination({ pageNo, pageCount, hrefFor }: PaginationProps) {
  if (pageCount <= 1) return null;
  const items = pageWindow(pageNo, pageCount);
  return (
    <Nav aria-label="Pagination">
      <List>
        {pageNo > 1 && (
          <li>
            <PageLink to={hrefFor(pageNo - 1)} rel="prev">
              <ChevronRightIcon size={16} data-flip="true" aria-hidden="true" />
              <ArrowText>Previous</ArrowText>
            </PageLink>
          </li>
        )}
        {items.map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              <Gap>…</Gap>
            </li>
          ) : (
            <li key={item}>
              <PageLink
                to={hrefFor(item)}
                aria-current={item === pageNo ? 'page' : undefined}
                aria-label={`Page ${item}`}
              >
                {item}
              </PageLink>
            </li>
          ),
        )}
        {pageNo < pageCount && (
          <li>
            <PageLink to={hrefFor(pageNo + 1)} rel="next">
              <ArrowText>Next</ArrowText>
              <ChevronRightIcon size={16} aria-hidden="true" />
            </PageLink>
          </li>
        )}
      </List>
    </Nav>
  );
}
