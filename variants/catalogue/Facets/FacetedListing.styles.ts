import styled from 'styled-components';

export const Layout = styled.div`
  ${({ theme }) => theme.media.desktop} {
    display: grid;
    grid-template-columns: 240px minmax(0, 1fr);
    align-items: start;
    gap: ${({ theme }) => theme.space.xxl};
  }
`;

/** The desktop's column of facets; below the breakpoint they are in the sheet instead. */
export const Sidebar = styled.section`
  display: none;

  ${({ theme }) => theme.media.desktop} {
    display: block;
  }
`;

export const SidebarTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Main = styled.div`
  min-width: 0;
`;

/** "Filters" and the chips; on desktop the chips alone, and nothing when none is chosen. */
export const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};

  /* Phones: "Filters" keeps its width, the chips scroll beside it. */
  & > button {
    flex: none;
  }
  ${({ theme }) => theme.media.tablet} {
    flex-wrap: wrap;
  }
  ${({ theme }) => theme.media.desktop} {
    &[data-chips='false'] {
      display: none;
    }
  }
`;

export const FiltersButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;

  &:hover:enabled {
    border-color: ${({ theme }) => theme.color.inkSubtle};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

export const ActiveCount = styled.span`
  min-width: 20px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.onBrand};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 20px;
  text-align: center;
`;

export const PanelSkeleton = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

export const SkeletonGroup = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;
