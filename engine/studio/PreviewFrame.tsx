import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import {
  FrameOverflowSchema,
  FrameReadySchema,
  studioConfig,
  type PreviewText,
} from './frameProtocol';
import * as S from './Studio.styles';

/**
 * One storefront page in an iframe at a real width, scaled to fit. The frame asks for the
 * document when it starts (FrameReady); every new document is posted to it, and the page
 * re-renders in place: no reload. Its overflow reports go to `onOverflow` (null once the frame
 * is gone), when given.
 */
export function PreviewFrame({
  src,
  width,
  height,
  scale,
  title,
  caption,
  document,
  texts,
  onOverflow,
}: {
  src: string;
  width: number;
  height: number;
  scale: number;
  title: string;
  caption: ReactNode;
  document: unknown;
  texts: readonly PreviewText[];
  onOverflow?: (width: number, paths: readonly string[] | null) => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  // What a frame gets when it (re)starts: the newest, not the one of the first render.
  const latest = useRef({ document, texts });
  const reportTo = useRef(onOverflow);
  useEffect(() => {
    reportTo.current = onOverflow;
  }, [onOverflow]);

  useEffect(() => {
    const answer = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (!target || event.source !== target || event.origin !== window.location.origin) return;
      if (FrameReadySchema.safeParse(event.data).success) {
        const { document: current, texts: measured } = latest.current;
        target.postMessage(studioConfig(current, measured), window.location.origin);
      }
      // Filed under the width this frame was given: the one the studio shows and names.
      const overflow = FrameOverflowSchema.safeParse(event.data);
      if (overflow.success) reportTo.current?.(width, overflow.data.paths);
    };
    window.addEventListener('message', answer);
    return () => {
      window.removeEventListener('message', answer);
      // A frame that goes (another width shown, variants compared) takes its report with it.
      reportTo.current?.(width, null);
    };
  }, [width]);

  useEffect(() => {
    latest.current = { document, texts };
    frame.current?.contentWindow?.postMessage(
      studioConfig(document, texts),
      window.location.origin,
    );
  }, [document, texts]);

  const size = { '--w': `${width}px`, '--h': `${height}px`, '--scale': scale } as CSSProperties;
  return (
    <S.FrameBox>
      <figcaption>{caption}</figcaption>
      <S.FrameClip style={size}>
        <iframe ref={frame} src={src} title={title} data-width={width} />
      </S.FrameClip>
    </S.FrameBox>
  );
}
