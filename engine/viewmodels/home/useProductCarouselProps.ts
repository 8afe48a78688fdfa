import { useEffect } from 'react';
import type { HomeSectionOf } from '../../../schemas';
import type { ProductCarouselProps } from '../../../variants/home-sections/types';
import { useTrackListView } from '../../analytics/useTrackListView';
import { useBrands, useCategories, useSpecials } from '../../api/hooks';
import { productFilterBody } from '../../api/productFilter';
import { useProductFilter } from '../../api/useProductFilter';
import { useShopPath } from '../../site/useShopPath';
import { reportDiagnosticOnce } from '../../stores/diagnosticsLog';
import { productCardData } from '../catalogue/productView';
import { useAddToCart } from '../catalogue/useAddToCart';
import { useStoreFilter } from '../catalogue/useStoreFilter';
import { productCarouselListId, productCarouselPlan } from './productCarouselData';

/**
 * A product carousel: its source resolved (a category or brand against the catalogue, "on sale"
 * against the store's deals), then one product-filter call (spec 7.3). Null (the section is left
 * out) when the source is empty or fails: the rest of the home page stands on its own.
 */
export function useProductCarouselProps(
  settings: HomeSectionOf<'productCarousel'>['settings'],
): ProductCarouselProps | null {
  const store = useStoreFilter();
  const shopPath = useShopPath();
  const brands = useBrands();
  const categories = useCategories();
  const specials = useSpecials(store.retailerId);
  const addToCart = useAddToCart();
  const plan = productCarouselPlan(settings, {
    shopPath,
    brands: { items: brands.data?.items ?? [], pending: brands.isPending },
    categories: { items: categories.data?.items ?? [], pending: categories.isPending },
    specials: { items: specials.data?.items ?? [], pending: specials.isPending },
  });
  const body =
    plan.kind === 'ready'
      ? productFilterBody({ ...store, ...plan.filter, limit: settings.limit })
      : null;
  const result = useProductFilter(
    body !== null && plan.kind === 'ready' && plan.sort !== null
      ? { ...body, sort: { ...plan.sort } }
      : body,
  );

  // Another store's products kept on screen while this store's load are not a view of this list.
  const shown = result.isPlaceholderData || result.isError ? null : (result.data?.products ?? null);
  const selectProduct = useTrackListView(
    plan.kind === 'ready'
      ? {
          id: productCarouselListId(settings.source, plan.filter),
          name: plan.title,
          products: shown,
        }
      : null,
  );

  // An editor previewing the site learns why a configured carousel is missing.
  const missing = plan.kind === 'none' ? plan.reason : null;
  useEffect(() => {
    if (missing === null) return;
    reportDiagnosticOnce({
      source: 'home page',
      path: `homePageSections productCarousel (${settings.source})`,
      problem: missing,
      used: 'the section is left out',
    });
  }, [missing, settings.source]);

  if (plan.kind === 'none') return null;
  if (plan.kind === 'pending' || result.isPending) {
    return { title: '', products: [], loading: true, viewAll: null, onAddToCart: () => {} };
  }
  const products = result.data?.products ?? [];
  if (result.isError || products.length === 0) return null;
  return {
    title: plan.title,
    products: products.map(productCardData),
    loading: false,
    viewAll: plan.viewAll,
    onAddToCart: (slug) => {
      const product = products.find((candidate) => candidate.slug === slug);
      if (product) addToCart(product);
    },
    onSelect: selectProduct,
  };
}
