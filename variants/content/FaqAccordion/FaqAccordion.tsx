/**
 * FAQ Accordion — questions grouped under their category; each question is a button that shows
 * or hides its answer (WAI-ARIA accordion: aria-expanded, aria-controls, a labelled region).
 * Answers stay in the page while closed (hidden), so they are server-rendered and searchable.
 */
import { useId, useState } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import type { FaqAccordionProps, FaqEntryData } from '../types';

const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxl};
  max-width: 820px;
`;

const GroupTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const Entries = styled.div`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};

  > * + * {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const Question = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  min-height: 56px;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.ink};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: -2px;
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.color.inkMuted};
    transition: transform ${({ theme }) => theme.motion.base};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const Answer = styled.div`
  padding: ${({ theme }) => `0 ${theme.space.lg} ${theme.space.lg}`};
  color: ${({ theme }) => theme.color.inkMuted};
  line-height: 1.65;

  p {
    margin: 0;
    max-width: 70ch;
  }
  p + p {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

function Entry({ entry, idBase }: { entry: FaqEntryData; idBase: string }) {
  const [open, setOpen] = useState(false);
  const buttonId = `${idBase}-q`;
  const panelId = `${idBase}-a`;
  return (
    <div>
      <Question>
        <Toggle
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
        >
          {entry.question}
          <ChevronDownIcon size={20} aria-hidden="true" />
        </Toggle>
      </Question>
      <Answer id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
        {entry.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </Answer>
    </div>
  );
}

export function FaqAccordion({ groups }: FaqAccordionProps) {
  const idBase = useId();
  return (
    <Groups>
      {groups.map((group, groupIndex) => (
        <section key={group.title} aria-labelledby={`${idBase}-g${groupIndex}`}>
          <GroupTitle id={`${idBase}-g${groupIndex}`}>{group.title}</GroupTitle>
          <Entries>
            {group.entries.map((entry, index) => (
              <Entry key={entry.key} entry={entry} idBase={`${idBase}-${groupIndex}-${index}`} />
            ))}
          </Entries>
        </section>
      ))}
    </Groups>
  );
}

/** Two groups of closed questions while the FAQ loads. */
export function FaqAccordionSkeleton() {
  return (
    <Groups role="status">
      <VisuallyHidden>Loading questions</VisuallyHidden>
      {[3, 3].map((count, group) => (
        <div key={group} aria-hidden="true">
          <GroupTitle as="div">
            <Skeleton width={140} height={28} />
          </GroupTitle>
          <Entries>
            {Array.from({ length: count }, (_, index) => (
              <Toggle as="div" key={index}>
                <Skeleton width="65%" height={18} />
              </Toggle>
            ))}
          </Entries>
        </div>
      ))}
    </Groups>
  );
}
