import { useId } from 'react';
import styled from 'styled-components';
import { cssVars } from '../../../ui/cssVars';
import type { TerpeneData } from '../types';
import { Section } from './section.styles';

/**
 * Each terpene with its share as text and a bar against the largest one, so the profile's shape
 * reads at a glance. The bar is decoration: the number beside the name says it.
 */
export function TerpenesSection({ terpenes }: { terpenes: readonly TerpeneData[] }) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>Terpene profile</h2>
      <List>
        {terpenes.map((terpene, index) => (
          <li key={`${terpene.name}-${index}`}>
            <Head>
              <strong>{terpene.name}</strong>
              <span>{terpene.share}</span>
            </Head>
            <Bar aria-hidden="true" style={cssVars({ '--share': `${terpene.barPercent}%` })} />
            {terpene.description !== null && <p>{terpene.description}</p>}
          </li>
        ))}
      </List>
    </Section>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.inkMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.md};

  strong {
    min-width: 0;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    overflow-wrap: anywhere;
  }
  span {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    font-variant-numeric: tabular-nums;
  }
`;

/** The track, filled to --share (set per terpene; the rules stay static). */
const Bar = styled.span`
  position: relative;
  display: block;
  height: 6px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceSunken};

  &::after {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: var(--share);
    border-radius: inherit;
    background: ${({ theme }) => theme.color.brand};
  }
`;
