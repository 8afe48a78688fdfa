/**
 * A rich-text block: the retailer's own words (an introduction, a notice, licence details) from
 * CMS HTML, sanitised by the engine, in a readable measure. Pick it for text no other section has.
 */
import { useId } from 'react';
import styled from 'styled-components';
import { Section } from '../parts/SectionFrame';
import { SectionHead } from '../parts/SectionHead';
import type { RichTextProps } from '../types';

const Prose = styled.div`
  max-width: 72ch;
  color: ${({ theme }) => theme.color.ink};
  line-height: 1.6;
  overflow-wrap: anywhere;

  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
  a {
    color: ${({ theme }) => theme.color.brand};
  }
  img {
    height: auto;
  }
`;

export function RichText({ title, label, html }: RichTextProps) {
  const titleId = useId();
  return (
    <Section
      {...(title !== '' ? { 'aria-labelledby': titleId } : { 'aria-label': label })}
      data-home-section="richText"
    >
      {title !== '' && <SectionHead id={titleId} title={title} />}
      {/* The engine passes sanitised HTML only (engine/rules/sanitizeHtml). */}
      <Prose dangerouslySetInnerHTML={{ __html: html }} />
    </Section>
  );
}
