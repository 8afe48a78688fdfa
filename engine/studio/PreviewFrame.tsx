import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import {
  FrameOverflowSchema,
  FrameReadySchema,
  studioConfig,
  type PreviewText,
} from './frameProtocol';
import type { PreviewSession } from './previewSession';
import * as S from './Studio.styles';

type Latest = { document: unknown; texts: readonly PreviewText[]; session: PreviewSession | null };

/** Posts the newest document to `target` once the session has settled. */
function postLatest(target: Window, latest: { readonly current: Latest }) {
  void Promise.resolve(latest.current.session).then((handle) => {
    const { document, texts } = latest.current;
    target.postMessage(studioConfig(document, texts, handle), window.location.origin);
  });
}

/**
 * One storefront page in an iframe at a real width, scaled to fit. The frame asks for the
 * document when it starts (FrameReady); every new document is posted to it, and the page
 * re-renders in place: no reload. A signed-in shopper's frame gets its document once the
 * studio's sign-in has settled, so it starts signed in. Its overflow reports go to `onOverflow`
 * (null once the frame is gone), when given.
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
  session,
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
  /** The signed-in shopper's session; null for a guest. */
  session: PreviewSession | null;
  onOverflow?: (width: number, paths: readonly string[] | null) => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  // What a frame gets when it (re)starts: the newest, not the one of the first render.
  const latest = useRef<Latest>({ document, texts, session });
  const reportTo = useRef(onOverflow);
  useEffect(() => {
    reportTo.current = onOverflow;
  }, [onOverflow]);

  useEffect(() => {
    const answer = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (!target || event.source !== target || event.origin !== window.location.origin) return;
      if (FrameReadySchema.safeParse(event.data).success) postLatest(target, latest);
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
    latest.current = { document, texts, session };
    const target = frame.current?.contentWindow;
    if (target) postLatest(target, latest);
  }, [document, texts, session]);

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
