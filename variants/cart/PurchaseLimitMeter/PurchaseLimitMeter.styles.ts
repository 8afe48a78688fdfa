import styled from 'styled-components';

export const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

export const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Meters = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Row = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Figure = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  [data-over='true'] & {
    color: ${({ theme }) => theme.color.danger};
  }
`;

/** The fill is a scaled bar: its share comes in as --limit-share (0…1), set once per meter. */
export const Track = styled.div`
  height: 8px;
  margin-top: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceSunken};
  overflow: hidden;
  &::after {
    content: '';
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.color.brand};
    transform: scaleX(var(--limit-share, 0));
    transform-origin: left center;
  }
  [data-over='true'] &::after {
    background: ${({ theme }) => theme.color.danger};
  }
`;

export const Note = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const FinePrint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 1.4;
`;
