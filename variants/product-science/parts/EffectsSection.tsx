import { useId } from 'react';
import styled from 'styled-components';
import { Section } from './section.styles';

/** The effects as tags: words, not pictures, and not links (there is nothing to filter by yet). */
export function EffectsSection({ effects }: { effects: readonly string[] }) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>Effects</h2>
      <Tags>
        {effects.map((effect) => (
          <li key={effect}>{effect}</li>
        ))}
      </Tags>
    </Section>
  );
}

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brandStrong};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
`;
