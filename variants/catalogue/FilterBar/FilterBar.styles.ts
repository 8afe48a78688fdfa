import { Link } from 'react-router';
import styled from 'styled-components';
import { Chip } from '../../../ui/Chip';

export const Bar = styled.section`
  display: grid;
  /* minmax(0, …): the scrolling chip strip must not widen the bar past the screen. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

export const SearchNote = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};

  a {
    color: ${({ theme }) => theme.color.brand};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

/** Scrolls sideways on phones, wraps on wider screens. */
export const Chips = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 calc(-1 * ${({ theme }) => theme.layout.gutter});
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.layout.gutter}`};
  list-style: none;
  overflow-x: auto;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }

  ${({ theme }) => theme.media.tablet} {
    flex-wrap: wrap;
    margin: 0;
    padding: ${({ theme }) => theme.space.xxs} 0;
    overflow: visible;
  }
`;

/* The chosen category is filled with the brand colour so it stands out on the listing bar. */
export const CategoryChip = styled(Chip)`
  background: ${({ theme }) => theme.color.surface};
  white-space: nowrap;

  &:hover {
    border-color: ${({ theme }) => theme.color.inkSubtle};
  }
  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.onBrand};
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

export const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const Controls = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;

  ${({ theme }) => theme.media.tablet} {
    display: flex;
    width: auto;
  }
`;

export const Field = styled.label`
  display: grid;
  min-width: 0;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};

  select {
    width: 100%;
    min-width: 0;
    height: 40px;
    padding: 0 ${({ theme }) => theme.space.xxl} 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface}
      url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='12' viewBox='0 0 12 12'%3E%3Cpath d='M2 4l4 4 4-4' fill='none' stroke='%234d535c' stroke-width='1.6'/%3E%3C/svg%3E")
      no-repeat right 12px center;
    color: ${({ theme }) => theme.color.ink};
    font-size: ${({ theme }) => theme.font.size.sm};
    appearance: none;
    cursor: pointer;
  }

  ${({ theme }) => theme.media.tablet} {
    select {
      min-width: 180px;
    }
  }
`;

export const ClearAll = styled(Link)`
  grid-column: 1 / -1;
  align-self: center;
  justify-self: start;
  padding: ${({ theme }) => theme.space.sm} 0;
  color: ${({ theme }) => theme.color.brand};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;
