import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A review sheet (rendered inside the shell header decorator) for designers: each header under a caption naming where it shows. */
const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: ${({ theme }) => theme.space.lg} 0;
  list-style: none;
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

const Caption = styled.p`
  margin: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-family: ui-monospace, monospace;
`;

export type ReviewItem = { key: string; caption: string; node: ReactNode };

export function ReviewColumn({ label, items }: { label: string; items: ReviewItem[] }) {
  return (
    <List aria-label={label}>
      {items.map((item) => (
        <li key={item.key}>
          <Caption>{item.caption}</Caption>
          {item.node}
        </li>
      ))}
    </List>
  );
}
