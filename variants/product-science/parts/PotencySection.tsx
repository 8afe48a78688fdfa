import { useId } from 'react';
import styled from 'styled-components';
import type { PotencyData } from '../types';
import { Note, Section } from './section.styles';

/**
 * Cannabinoid tiles in the style of the product's facts. The amount is the tile's largest text:
 * it is what shoppers compare between products.
 */
export function PotencySection({ potency }: { potency: PotencyData }) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>Potency</h2>
      <Stats data-unit={potency.unit}>
        {potency.stats.map((stat) => (
          <div key={stat.label}>
            <dt>{stat.label}</dt>
            <dd>
              <strong>{stat.value}</strong>
              {stat.detail.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </dd>
          </div>
        ))}
      </Stats>
      {potency.totalThcNote !== null && <Note>{potency.totalThcNote}</Note>}
    </Section>
  );
}

/** Shares are short, three to a row from 375 px; milligram tiles carry their detail, two to a row. */
const Stats = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  & > div {
    display: grid;
    flex: 1 1 96px;
    /* A lone tile stays a tile, not a band across the column. */
    max-width: 180px;
    align-content: start;
    gap: ${({ theme }) => theme.space.xxs};
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  &[data-unit='MILLIGRAMS'] > div {
    flex-basis: 140px;
    max-width: 240px;
  }
  dt {
    color: ${({ theme }) => theme.color.inkMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  dd {
    display: grid;
    margin: 0;
  }
  strong {
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    line-height: 1.2;
    font-variant-numeric: tabular-nums;
  }
  span {
    color: ${({ theme }) => theme.color.inkMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;
