import { useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import type { TodaysDealsProps } from '../../../variants/todays-deals/types';
import { useSpecials } from '../../api/hooks';
import { useSiteSettings } from '../../site/SiteConfigProvider';
import { useStores } from '../../stores/StoresProvider';
import { DealCardSlot } from './DealCardSlot';
import { todaysDealsFrom } from './todaysDealsData';
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
  const onSelect = useDealSelect();
  return {
    ...todaysDealsFrom({
      settings,
      specials: specials.data?.items ?? [],
      loading: specials.isPending,
      brandList,
      queriedBrandId: params.get('brandId'),
    }),
    card: DealCardSlot,
    onSelect,
  };
}
