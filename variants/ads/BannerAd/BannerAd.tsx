/**
 * Banner Ad — one sponsored creative of the placement's size under a "Sponsored" line. The
 * provider's SDK draws the creative into the box; the box keeps its size in every state, so the
 * page does not move when the creative arrives or fails to. The compliance notices, when the site
 * shows them beside ads, run under the creative at its width.
 */
import { AdFrame, AdNotice, SPONSORED_LABEL, SponsoredLabel } from '../parts';
import type { BannerAdProps } from '../types';
import * as S from './BannerAd.styles';

export function BannerAd({
  width,
  height,
  creativeRef,
  legalNotices = null,
  ...frame
}: BannerAdProps) {
  return (
    <AdFrame {...frame}>
      <S.Banner>
        <S.Inner style={S.innerSize(width)}>
          <SponsoredLabel>{SPONSORED_LABEL}</SponsoredLabel>
          <S.Creative ref={creativeRef} style={S.creativeSize(height)} />
          {legalNotices !== null && (
            <S.Notices>
              <AdNotice notices={legalNotices} tone="compact" />
            </S.Notices>
          )}
        </S.Inner>
      </S.Banner>
    </AdFrame>
  );
}
