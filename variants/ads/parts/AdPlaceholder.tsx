/**
 * What a slot shows while its widget's code is still on its way: the same parts, at the same
 * size, as the widget's own LOADING state, so the page does not move when the code arrives.
 */
import { ProductCardSkeleton } from '../../product-cards/parts/ProductCardSkeleton';
import * as Banner from '../BannerAd/BannerAd.styles';
import * as Carousel from '../SponsoredCarousel/SponsoredCarousel.styles';
import type { AdWidgetProps } from '../types';
import {
  AdCardWithNotice,
  AdFrame,
  AdNotice,
  SPONSORED_LABEL,
  SponsoredLabel,
  WideAdFrame,
} from './AdFrame';

export type AdPlaceholderProps = Pick<AdWidgetProps, 'element' | 'slot' | 'legalNotices'> &
  (
    | { widget: 'banner'; width: number; height: number }
    | { widget: 'product-card' }
    | {
        widget: 'carousel';
        title: string;
        skeletonCount: number;
        cardMinWidth: number;
        cardMaxWidth: number;
      }
  );

export function AdPlaceholder(props: AdPlaceholderProps) {
  const frame = {
    view: 'loading',
    collapsed: false,
    element: props.element,
    slot: props.slot,
  } as const;
  // The widget's own notices, hidden while loading: the placeholder is the widget's size.
  const notices = props.legalNotices ?? null;
  const notice = notices === null ? null : <AdNotice notices={notices} tone="compact" />;
  switch (props.widget) {
    case 'banner':
      return (
        <AdFrame {...frame}>
          <Banner.Banner>
            <Banner.Inner style={Banner.innerSize(props.width)}>
              <SponsoredLabel>{SPONSORED_LABEL}</SponsoredLabel>
              <Banner.Creative style={Banner.creativeSize(props.height)} />
              {notice !== null && <Banner.Notices>{notice}</Banner.Notices>}
            </Banner.Inner>
          </Banner.Banner>
        </AdFrame>
      );
    case 'product-card':
      return notice === null ? (
        <AdFrame {...frame}>
          <ProductCardSkeleton />
        </AdFrame>
      ) : (
        <WideAdFrame {...frame}>
          <AdCardWithNotice>
            <ProductCardSkeleton />
            {notice}
          </AdCardWithNotice>
        </WideAdFrame>
      );
    case 'carousel':
      return (
        <AdFrame {...frame}>
          <Carousel.Section>
            <Carousel.Head>
              <Carousel.Title as="p">{props.title}</Carousel.Title>
              <SponsoredLabel>{SPONSORED_LABEL}</SponsoredLabel>
            </Carousel.Head>
            <Carousel.Track
              style={Carousel.cardWidthLimits(props.cardMinWidth, props.cardMaxWidth)}
            >
              <Carousel.SkeletonRow>
                {Array.from({ length: Math.max(1, props.skeletonCount) }, (_, index) => (
                  <ProductCardSkeleton key={index} />
                ))}
              </Carousel.SkeletonRow>
            </Carousel.Track>
            {notice}
          </Carousel.Section>
        </AdFrame>
      );
  }
}
