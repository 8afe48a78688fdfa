import type { HomeSectionOf } from '../../../schemas';
import type { BrandStripProps } from '../../../variants/home-sections/types';
import { useBrands, useSponsoredBrands } from '../../api/hooks';
import { brandStripItems } from './brandStripData';

/** The brand strip: sponsored brands, then brands. Null (left out) when there are none. */
export function useBrandStripProps(
  settings: HomeSectionOf<'brandStrip'>['settings'],
): BrandStripProps | null {
  const sponsored = useSponsoredBrands();
  const brands = useBrands();
  const loading = sponsored.isPending || brands.isPending;
  const items = brandStripItems(sponsored.data?.items ?? [], brands.data?.items ?? [], settings);
  if (!loading && items.length === 0) return null;
  return {
    title: settings.title,
    brands: items,
    loading,
    viewAll: { href: '/brands', label: 'All brands' },
  };
}
