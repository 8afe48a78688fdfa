import type { HomeSection } from '../../../schemas';
import { AdSlot } from '../../shell/AdSlot';
import { connectedSections as connected } from './connectedSections';

/** One configured section: its connected chunk (view-model into variant) for its type. */
export function ConnectedSection({ section }: { section: HomeSection }) {
  switch (section.type) {
    case 'heroBanner':
      return <connected.heroBanner settings={section.settings} />;
    case 'storeBar':
      return <connected.storeBar settings={section.settings} />;
    case 'categoryTiles':
      return <connected.categoryTiles settings={section.settings} />;
    case 'productCarousel':
      return <connected.productCarousel settings={section.settings} />;
    case 'todaysDeals':
      return <connected.todaysDeals />;
    case 'brandStrip':
      return <connected.brandStrip settings={section.settings} />;
    case 'richText':
      return <connected.richText settings={section.settings} />;
    case 'adSlot':
      return <AdSlot name="home-banner" />;
    case 'contentTeaser':
      return <connected.contentTeaser settings={section.settings} />;
  }
}
