/**
 * Info Article — an about or policy page: lead paragraph, "Last updated", titled sections of
 * sanitised text. Policy pages add a table of contents: on top on phones, a sticky column beside
 * the text from desktop, so a long policy stays navigable.
 */
import styled from 'styled-components';
import { Skeleton } from '../../../ui/Skeleton';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { Prose } from '../parts/Prose';
import type { InfoArticleProps } from '../types';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  &[data-toc='true'] {
    ${({ theme }) => theme.media.desktop} {
      grid-template-columns: 240px minmax(0, 1fr);
      gap: ${({ theme }) => theme.space.xxxl};
      align-items: start;
    }
  }
`;

const Toc = styled.nav`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};

  ${({ theme }) => theme.media.desktop} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.lg});
  }
`;

const TocTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.inkMuted};
`;

const TocList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding-left: 1.3em;
  color: ${({ theme }) => theme.color.inkSubtle};

  a {
    display: inline-block;
    padding: ${({ theme }) => `${theme.space.xs} 0`};
    color: ${({ theme }) => theme.color.brand};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  max-width: 70ch;
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1.6;
`;

const Updated = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.inkSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Section = styled.section`
  /* Anchors land below the sticky header. */
  scroll-margin-top: calc(
    ${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.lg}
  );

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const headingId = (anchor: string) => `${anchor}-title`;

export function InfoArticle({
  intro,
  updated,
  updatedDateTime,
  sections,
  tableOfContents,
}: InfoArticleProps) {
  const toc = tableOfContents && sections.length > 1;
  return (
    <Layout data-toc={toc}>
      {toc && (
        <Toc aria-labelledby="toc-title">
          <TocTitle id="toc-title">On this page</TocTitle>
          <TocList>
            {sections.map((section) => (
              <li key={section.anchor}>
                <a href={`#${section.anchor}`}>{section.heading}</a>
              </li>
            ))}
          </TocList>
        </Toc>
      )}
      <Body>
        {intro !== '' && <Intro>{intro}</Intro>}
        {updated !== '' && (
          <Updated>
            Last updated <time dateTime={updatedDateTime}>{updated}</time>
          </Updated>
        )}
        {sections.map((section) => (
          <Section
            key={section.anchor}
            id={section.anchor}
            aria-labelledby={headingId(section.anchor)}
          >
            <h2 id={headingId(section.anchor)}>{section.heading}</h2>
            {/* The engine passes sanitised HTML only (engine/rules/sanitizeHtml). */}
            <Prose dangerouslySetInnerHTML={{ __html: section.html }} />
          </Section>
        ))}
      </Body>
    </Layout>
  );
}

/** Lead, date and three sections of text while the page loads. */
export function InfoArticleSkeleton({ tableOfContents }: { tableOfContents: boolean }) {
  return (
    <Layout data-toc={tableOfContents} role="status">
      <VisuallyHidden>Loading the page</VisuallyHidden>
      {tableOfContents && (
        <Toc as="div" aria-hidden="true">
          {['70%', '85%', '60%', '75%'].map((width, index) => (
            <Skeleton key={index} width={width} height="1.6em" />
          ))}
        </Toc>
      )}
      <Body aria-hidden="true">
        <Skeleton width="100%" height="3.2em" />
        <Skeleton width={160} height={16} />
        {[0, 1, 2].map((section) => (
          <div key={section}>
            <Skeleton width="40%" height={26} />
            {['100%', '94%', '70%'].map((width, index) => (
              <Skeleton key={index} width={width} height="1.7em" />
            ))}
          </div>
        ))}
      </Body>
    </Layout>
  );
}
