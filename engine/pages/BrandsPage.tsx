import { useCurrentRoute } from '../site/useRoutes';
import { BrandDetails } from './catalogue/BrandDetails';
import { BrandsIndex } from './catalogue/BrandsIndex';

/** Route group: /brands, /brands/{x} and /sponsored-brand (spec 2.1). */
export default function BrandsPage() {
  switch (useCurrentRoute()?.route.id) {
    case 'brandDetails':
      return <BrandDetails />;
    case 'sponsoredBrand':
      return <BrandsIndex sponsored />;
    default:
      return <BrandsIndex />;
  }
}
