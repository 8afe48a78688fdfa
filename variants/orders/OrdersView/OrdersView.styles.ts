import { Link } from 'react-router';
import styled from 'styled-components';

export const Orders = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: 0;
  list-style: none;
`;

export const Card = styled.article`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;
`;

export const Head = styled.header`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const Title = styled.h2`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Status = styled.span`
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: 999px;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Facts = styled.dl`
  display: contents;
  div {
    display: grid;
    align-content: start;
    gap: 2px;
    min-width: 0;
  }
  dt {
    color: ${({ theme }) => theme.color.inkMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    overflow-wrap: anywhere;
  }
`;

export const SkeletonFact = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Lines = styled.ul`
  display: grid;
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.lg};
  list-style: none;
  li + li {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

export const Line = styled.div`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} 0;
`;

export const Thumb = styled.img`
  width: 64px;
  height: 64px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  object-fit: cover;
`;

export const LineBody = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;
`;

export const LineName = styled(Link)`
  color: ${({ theme }) => theme.color.ink};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    text-decoration: underline;
  }
`;

export const LineMeta = styled.span`
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const LinePrice = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  white-space: nowrap;
`;

export const Total = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
