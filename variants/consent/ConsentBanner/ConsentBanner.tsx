/**
 * Consent banner — a compact, non-modal bar along the bottom of the viewport that asks once for
 * analytics consent; Accept and Decline look and weigh the same, so declining is as easy as
 * accepting. The engine decides when it shows and what each answer does.
 */
import { useEffect, useId, useRef } from 'react';
import type { ConsentBannerProps } from '../types';
import * as S from './ConsentBanner.styles';
import { useBannerFit } from './useBannerFit';

export function ConsentBanner({
  title,
  message,
  acceptLabel,
  declineLabel,
  onAccept,
  onDecline,
  focusOnMount = false,
}: ConsentBannerProps) {
  const headingId = useId();
  const barRef = useRef<HTMLElement>(null);
  const copyRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const copyScrolls = useBannerFit(barRef, copyRef);

  useEffect(() => {
    // The heading, not Accept: a screen reader reads the question first, and focus does not
    // sit on an answer the shopper could give by pressing Enter twice.
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  return (
    <S.Bar ref={barRef} aria-labelledby={headingId}>
      <S.Inner>
        <S.Copy ref={copyRef} tabIndex={copyScrolls ? 0 : undefined}>
          <S.Title id={headingId} ref={headingRef} tabIndex={-1}>
            {title}
          </S.Title>
          <S.Message>{message}</S.Message>
        </S.Copy>
        <S.Actions>
          <S.Answer onClick={onAccept}>{acceptLabel}</S.Answer>
          <S.Answer onClick={onDecline}>{declineLabel}</S.Answer>
        </S.Actions>
      </S.Inner>
    </S.Bar>
  );
}
