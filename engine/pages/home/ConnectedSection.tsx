import type { HomeSection, HomeSectionOf } from '../../../schemas';
import { homeSectionRegistry as registry } from '../../registry/homeSections';
import { AdSlot } from '../../shell/AdSlot';
import { useTodaysDealsProps } from '../../viewmodels/deals/useTodaysDealsProps';
import { useBrandStripProps } from '../../viewmodels/home/useBrandStripProps';
import { useCategoryTilesProps } from '../../viewmodels/home/useCategoryTilesProps';
import { useContentTeaserProps } from '../../viewmodels/home/useContentTeaserProps';
import { useHeroBannerProps } from '../../viewmodels/home/useHeroBannerProps';
import { useProductCarouselProps } from '../../viewmodels/home/useProductCarouselProps';
import { useRichTextProps } from '../../viewmodels/home/useRichTextProps';
import { useStoreBarProps } from '../../viewmodels/home/useStoreBarProps';

type SettingsOf<T extends HomeSection['type']> = { settings: HomeSectionOf<T>['settings'] };

function HeroBanner({ settings }: SettingsOf<'heroBanner'>) {
  return <registry.heroBanner {...useHeroBannerProps(settings)} />;
}

function StoreBar({ settings }: SettingsOf<'storeBar'>) {
  return <registry.storeBar {...useStoreBarProps(settings)} />;
}

function CategoryTiles({ settings }: SettingsOf<'categoryTiles'>) {
  const props = useCategoryTilesProps(settings);
  return props && <registry.categoryTiles {...props} />;
}

function ProductCarousel({ settings }: SettingsOf<'productCarousel'>) {
  const props = useProductCarouselProps(settings);
  return props && <registry.productCarousel {...props} />;
}

function TodaysDeals() {
  return <registry.todaysDeals {...useTodaysDealsProps()} />;
}

function BrandStrip({ settings }: SettingsOf<'brandStrip'>) {
  const props = useBrandStripProps(settings);
  return props && <registry.brandStrip {...props} />;
}

function RichText({ settings }: SettingsOf<'richText'>) {
  return <registry.richText {...useRichTextProps(settings)} />;
}

function ContentTeaser({ settings }: SettingsOf<'contentTeaser'>) {
  const props = useContentTeaserProps(settings);
  return props && <registry.contentTeaser {...props} />;
}

/** One configured section: its view-model's props into its lazily loaded variant. */
export function ConnectedSection({ section }: { section: HomeSection }) {
  switch (section.type) {
    case 'heroBanner':
      return <HeroBanner settings={section.settings} />;
    case 'storeBar':
      return <StoreBar settings={section.settings} />;
    case 'categoryTiles':
      return <CategoryTiles settings={section.settings} />;
    case 'productCarousel':
      return <ProductCarousel settings={section.settings} />;
    case 'todaysDeals':
      return <TodaysDeals />;
    case 'brandStrip':
      return <BrandStrip settings={section.settings} />;
    case 'richText':
      return <RichText settings={section.settings} />;
    case 'adSlot':
      return <AdSlot name="home-banner" />;
    case 'contentTeaser':
      return <ContentTeaser settings={section.settings} />;
  }
}
