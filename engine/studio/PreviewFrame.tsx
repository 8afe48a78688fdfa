import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { FrameReadySchema, studioConfig } from './frameProtocol';
import * as S from './Studio.styles';

/**
 * One storefront page in an iframe at a real width, scaled to fit. The frame asks for the
 * document when it starts (FrameReady); every new document is posted to it, and the page
 * re-renders in place: no reload.
 */
export function PreviewFrame({
  src,
  width,
  height,
  scale,
  title,
  caption,
  document,
}: {
  src: string;
  width: number;
  height: number;
  scale: number;
  title: string;
  caption: ReactNode;
  document: unknown;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  // The document a frame gets when it (re)starts: the newest, not the one of the first render.
  const latest = useRef(document);

  useEffect(() => {
    const answer = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (!target || event.source !== target || event.origin !== window.location.origin) return;
      if (FrameReadySchema.safeParse(event.data).success) {
        target.postMessage(studioConfig(latest.current), window.location.origin);
      }
    };
    window.addEventListener('message', answer);
    return () => window.removeEventListener('message', answer);
  }, []);

  useEffect(() => {
    latest.current = document;
    frame.current?.contentWindow?.postMessage(studioConfig(document), window.location.origin);
  }, [document]);

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
