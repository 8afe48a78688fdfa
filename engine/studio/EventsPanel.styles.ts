import styled from 'styled-components';

export const Panel = styled.details`
  flex: none;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  summary {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    cursor: pointer;
  }
  /* A flex summary loses the browser's marker: this one says it opens. */
  summary::before {
    content: '▸' / '';
    color: ${({ theme }) => theme.color.inkMuted};
  }
  &[open] summary::before {
    content: '▾' / '';
  }
  summary:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: -3px;
  }
`;

export const Count = styled.span`
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brandStrong};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 1.6;
`;

/** Scrolls on its own, so a long session never pushes the frames away. */
export const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-height: 40vh;
  overflow: auto;
  padding: ${({ theme }) => `0 ${theme.space.md} ${theme.space.md}`};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: -3px;
  }
`;

export const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.inkMuted};
`;

export const Problem = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.dangerSoft};
  font-size: ${({ theme }) => theme.font.size.sm};
  p {
    margin: 0;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.color.surface};
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.inkMuted};
  }
  time,
  code {
    white-space: nowrap;
  }
  time {
    font-variant-numeric: tabular-nums;
  }
  code {
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

export const Consent = styled.span`
  white-space: nowrap;
  &[data-consent='necessary'] {
    color: ${({ theme }) => theme.color.warning};
  }
`;
