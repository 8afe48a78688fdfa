import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import type { Special } from '../../../schemas';
import type { DealButtonLabel, DealCardProps } from '../../../variants/deal-cards/types';
import type { DealLinkContext } from '../../rules/dealLink';
import { useSiteSettings } from '../../site/SiteConfigProvider';
import { useStores } from '../../stores/StoresProvider';
import { dealCardDealFrom } from './dealCardData';
import { selectDeal } from './selectDeal';

/** Spec 2.15's deal-follow effects, bound to this app's stores. */
export function useDealSelect(): () => void {
  const stores = useStores();
  return useCallback(() => selectDeal(stores), [stores]);
}

/**
 * Maps specials to deal card props for one page context: settings, the stored brandList and the
 * page's ?brandId come from the app, so a page only says where it is. Use with DealCardSlot:
 * `specials.map((s) => <DealCardSlot key={s.id} {...toCard(s)} />)`.
 */
export function useDealCardMapper(
  context: DealLinkContext,
  buttonLabel?: DealButtonLabel,
): (special: Special) => DealCardProps {
  const settings = {
    dealsSettingsCms: useSiteSettings('dealsSettingsCms'),
    dealsImageSettingCMS: useSiteSettings('dealsImageSettingCMS'),
    appSettings: useSiteSettings('appSettings'),
  };
  const { brandList } = useSnapshot(useStores().storeContext);
  const [params] = useSearchParams();
  const queriedBrandId = params.get('brandId');
  const onSelect = useDealSelect();
  return (special) => ({
    deal: dealCardDealFrom({ special, settings, context, queriedBrandId, brandList, buttonLabel }),
    loading: false,
    onSelect,
  });
}

/** One special's card props (see useDealCardMapper for lists). */
export function useDealCardProps(
  special: Special,
  context: DealLinkContext,
  buttonLabel?: DealButtonLabel,
): DealCardProps {
  return useDealCardMapper(context, buttonLabel)(special);
}
