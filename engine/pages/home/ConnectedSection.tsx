import { memo } from 'react';
import type { HomeSection } from '../../../schemas';
import { AdSlot } from '../../shell/AdSlot';
import { connectedSections as connected } from './connectedSections';

/**
 * One configured section: its connected chunk (view-model into variant) for its type. Memoised:
 * a settings change elsewhere (a studio edit) keeps an unchanged section's object, and its render.
 */
export const ConnectedSection = memo(function ConnectedSection({
  section,
}: {
  section: HomeSection;
}) {
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
});
