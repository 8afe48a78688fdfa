import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { spaPathOf } from './links';

type RichTextProps = {
  /** HTML already sanitised by the engine with DOMPurify (FooterProps.sanitizedSubtextHtml). */
  sanitizedHtml: string;
  className?: string;
};

/**
 * The only place a footer injects HTML. Safe because the engine sanitises the CMS subtext before it
 * becomes a prop. Links inside running text stay underlined so they are distinguishable by more
 * than colour (WCAG 1.4.1), and site paths in it go through the router instead of reloading the app.
 */
export function RichText({ sanitizedHtml, className }: RichTextProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const isEmpty = sanitizedHtml.trim() === '';

  // One native listener delegates for every anchor the CMS wrote; the anchors keep their own
  // semantics and keyboard behaviour (Enter fires click), so the wrapper needs no role.
  useEffect(() => {
    const box = boxRef.current;
    if (box === null) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (anchor === null || (anchor.target !== '' && anchor.target !== '_self')) return;
      if (anchor.hasAttribute('download')) return;
      const path = spaPathOf(anchor.getAttribute('href'));
      if (path === null) return;
      event.preventDefault();
      void navigate(path);
    };
    box.addEventListener('click', onClick);
    return () => box.removeEventListener('click', onClick);
  }, [navigate, isEmpty]);

  if (isEmpty) return null;
  return (
    <Box ref={boxRef} className={className} dangerouslySetInnerHTML={{ __html: sanitizedHtml }} />
  );
}

const Box = styled.div`
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.6;
  overflow-wrap: anywhere;

  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
  p,
  ul,
  ol {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
  ul,
  ol {
    padding-inline-start: 1.25em;
  }
  a {
    color: inherit;
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
  a:hover,
  a:focus-visible {
    color: var(--footer-hover);
  }
  /* An anchor whose unsafe href the sanitiser removed is plain text now; do not dress it as a link. */
  a:not([href]) {
    text-decoration: none;
  }
  img {
    height: auto;
  }
`;
