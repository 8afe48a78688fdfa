import type { HighlightSegment } from '../types';
import { Mark } from './parts.styles';

/** A suggestion's highlight as text nodes; the matched runs in <mark>. Never HTML. */
export function HighlightText({ segments }: { segments: readonly HighlightSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? <Mark key={index}>{segment.text}</Mark> : segment.text,
      )}
    </>
  );
}
