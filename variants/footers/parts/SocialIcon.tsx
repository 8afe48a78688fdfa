import type { ReactElement } from 'react';
import type { SocialKind } from './socialKind';

/**
 * Inline glyphs drawn in currentColor, so icons follow the CMS font and hover colours and need no
 * network request. Simplified marks on a 24-unit grid; decorative (the link carries the name).
 */
const GLYPHS: Record<SocialKind, ReactElement> = {
  facebook: (
    <path
      fill="currentColor"
      d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4a21 21 0 0 0-2.4-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21z"
    />
  ),
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="1.9">
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="3.9" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </g>
  ),
  x: (
    <path
      fill="currentColor"
      d="M17.6 3.5h3l-6.6 7.5 7.8 9.5h-6.1l-4.7-5.9-5.5 5.9H2.5l7-7.9-7.4-9.1h6.2l4.3 5.4zm-1 15.2h1.7L7.4 5.2H5.6z"
    />
  ),
  youtube: (
    <path
      fill="currentColor"
      fillRule="evenodd"
      d="M6.5 5h11A4.5 4.5 0 0 1 22 9.5v5a4.5 4.5 0 0 1-4.5 4.5h-11A4.5 4.5 0 0 1 2 14.5v-5A4.5 4.5 0 0 1 6.5 5zm3.5 3.8v6.4l5.5-3.2z"
    />
  ),
  tiktok: (
    <path
      fill="currentColor"
      d="M14.2 3h3a4.3 4.3 0 0 0 3.8 3.9v3.1a7.3 7.3 0 0 1-3.8-1.2v6.4a6.2 6.2 0 1 1-6.2-6.2l.6.1v3.2l-.6-.1a3 3 0 1 0 3.2 3z"
    />
  ),
};

export function SocialIcon({ kind }: { kind: SocialKind }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {GLYPHS[kind]}
    </svg>
  );
}
