import { useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import type { TodaysDealsProps } from '../../../variants/todays-deals/types';
import { dealPromotion, useTrackPromotions } from '../../analytics/useTrackPromotions';
import { useSpecials } from '../../api/hooks';
import { useSiteSettings } from '../../site/SiteConfigProvider';
import { useStores } from '../../stores/StoresProvider';
import { DealCardSlot } from './DealCardSlot';
import { TODAYS_DEALS_LIMIT, todaysDealsFrom } from './todaysDealsData';
import { useDealSelect } from './useDealCards';

/** The today's deals view-model: settings, the store's specials and stores in; props out. */
export function useTodaysDealsProps(): TodaysDealsProps {
  const settings = {
    todaysDealsCmsData: useSiteSettings('todaysDealsCmsData'),
    dealsSettingsCms: useSiteSettings('dealsSettingsCms'),
    dealsImageSettingCMS: useSiteSettings('dealsImageSettingCMS'),
    appSettings: useSiteSettings('appSettings'),
  };
  const { retailerId, brandList } = useSnapshot(useStores().storeContext);
  const specials = useSpecials(retailerId);
  const [params] = useSearchParams();
  const selectDeal = useDealSelect();
  // The deals the carousel shows, as promotions of the home page's deals section.
  const promotions = specials.isPending
    ? null
    : (specials.data?.items ?? []).slice(0, TODAYS_DEALS_LIMIT).map(dealPromotion);
  const selectPromotion = useTrackPromotions('home-deals', promotions);
  return {
    ...todaysDealsFrom({
      settings,
      specials: specials.data?.items ?? [],
      loading: specials.isPending,
      brandList,
      queriedBrandId: params.get('brandId'),
    }),
    card: DealCardSlot,
    onSelect: (index) => {
      selectDeal();
      const promotion = promotions?.[index];
      if (promotion) selectPromotion(promotion);
    },
  };
}
