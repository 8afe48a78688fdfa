/**
 * The connected sponsored widget, loaded on demand by AdSlot so no ad code sits in a route's
 * main chunk. The placement's ad type picks the widget (spec 4.8); the provider fills it and the
 * adLoad machine decides whether it shows.
 */
import BannerAd from '../../variants/ads/BannerAd';
import SponsoredCarousel from '../../variants/ads/SponsoredCarousel';
import SponsoredProductCard from '../../variants/ads/SponsoredProductCard';
import type { AdRequest, AdSlotContext } from '../rules/adPlacement';
import { productCardData } from '../viewmodels/catalogue/productView';
import { useAddToCart } from '../viewmodels/catalogue/useAddToCart';
import type { ComplianceNotices } from '../../variants/compliance/types';
import { SPONSORED_CAROUSEL_TITLE } from './carouselTitle';
import { useSponsoredAd } from './useSponsoredAd';

export type SponsoredAdProps = {
  request: AdRequest;
  context: AdSlotContext;
  element?: 'div' | 'li';
  /** complianceNoticesCms when showBesideAds: the small print under the ad; null for none. */
  legalNotices: ComplianceNotices | null;
};

export default function SponsoredAd({ request, context, element, legalNotices }: SponsoredAdProps) {
  const ad = useSponsoredAd(request, context);
  const addToCart = useAddToCart();
  const frame = {
    view: ad.view,
    collapsed: ad.collapsed,
    rootRef: ad.setRoot,
    element,
    slot: request.slot,
    legalNotices,
  };

  switch (request.widget) {
    case 'banner':
      return (
        <BannerAd
          {...frame}
          width={request.width}
          height={request.height}
          creativeRef={ad.creativeRef}
        />
      );
    case 'product-card': {
      const creative = ad.creatives[0];
      return (
        <SponsoredProductCard
          {...frame}
          product={creative ? productCardData(creative.product) : null}
          cardRef={(card) => {
            if (creative) ad.attachCard(creative.adId, card);
          }}
          onAddToCart={() => {
            if (creative) addToCart(creative.product);
          }}
        />
      );
    }
    case 'carousel':
      return (
        <SponsoredCarousel
          {...frame}
          title={SPONSORED_CAROUSEL_TITLE}
          products={ad.creatives.map((creative) => productCardData(creative.product))}
          skeletonCount={request.maxItems}
          cardMinWidth={request.cardMinWidth}
          cardMaxWidth={request.cardMaxWidth}
          cardRef={(slug, card) => {
            const creative = ad.creativeFor(slug);
            if (creative) ad.attachCard(creative.adId, card);
          }}
          onAddToCart={(slug) => {
            const creative = ad.creativeFor(slug);
            if (creative) addToCart(creative.product);
          }}
        />
      );
  }
}
