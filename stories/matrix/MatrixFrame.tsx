import { Suspense, type ReactNode } from 'react';
import styled from 'styled-components';

/** One labelled cell per variant, so designers compare a family side by side. */
export function MatrixFrame({
  items,
  layout = 'rows',
}: {
  items: { name: string; node: ReactNode }[];
  /** 'rows' for full-width variants (headers, footers); 'grid' for small ones (cards). */
  layout?: 'rows' | 'grid';
}) {
  return (
    <Grid data-layout={layout}>
      {items.map(({ name, node }) => (
        <Cell key={name} aria-label={name}>
          <Label>{name}</Label>
          <Suspense fallback={<Label data-matrix-loading>Loading {name}…</Label>}>{node}</Suspense>
        </Cell>
      ))}
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  /* One column as wide as the frame: a header's ticker is wider than any phone, and a column
     sized to its content would push every cell past the right edge. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg} 0;
  background: ${({ theme }) => theme.color.surfaceSunken};
  &[data-layout='grid'] {
    grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const Cell = styled.section`
  background: ${({ theme }) => theme.color.surface};
  /* A transformed box contains position: fixed children, so sticky parts stay in their cell. */
  transform: translateZ(0);
`;

const Label = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.color.inkMuted};
  background: ${({ theme }) => theme.color.surfaceAlt};
`;
