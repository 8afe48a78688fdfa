import styled from 'styled-components';

/** Readable CMS rich text (sanitised HTML): a 70-character measure, calm headings and lists. */
export const Prose = styled.div`
  max-width: 70ch;
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: 1.7;
  overflow-wrap: anywhere;

  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
  h2,
  h3 {
    margin: 1.6em 0 0.5em;
    line-height: 1.3;
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  h3 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p,
  ul,
  ol,
  blockquote {
    margin: 0 0 1em;
  }
  ul,
  ol {
    padding-left: 1.4em;
  }
  li + li {
    margin-top: 0.35em;
  }
  blockquote {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
    border-left: 4px solid ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brandSoft};
    border-radius: 0 ${({ theme }) => theme.radius.sm} ${({ theme }) => theme.radius.sm} 0;
  }
  blockquote p {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.color.brand};
    text-underline-offset: 2px;
  }
  /* A link the sanitiser refused keeps its words but is no link: it must not look like one. */
  a:not([href]) {
    color: inherit;
  }
`;
