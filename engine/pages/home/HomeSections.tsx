import { HydrateOnView } from '../../hydration/HydrateOnView';
import { HydratingSuspense } from '../../hydration/HydratingSuspense';
import { useLayoutChoice } from '../../site/SiteConfigProvider';
import type { HomeSection } from '../../../schemas';
import { ConnectedSection } from './ConnectedSection';
import { loadSection } from './connectedSections';
import { SectionSkeleton } from './sectionSkeleton';

/**
 * Sections that hydrate with the page. The hero is the page's largest picture and always in view.
 * The ad slot is a few hundred bytes of its own and holds its space (engine/shell/AdSlot). The
 * sections a home usually opens with hydrate their view-models only: their variants wait for the
 * shopper (LateSectionVariant), so their code is not part of the first load.
 */
const WITH_THE_PAGE = [
  'heroBanner',
  'adSlot',
  'storeBar',
  'categoryTiles',
  'productCarousel',
] as const;
const withPage: ReadonlySet<HomeSection['type']> = new Set(WITH_THE_PAGE);
const hydratesWithPage = (type: HomeSection['type']): type is (typeof WITH_THE_PAGE)[number] =>
  withPage.has(type);

export type HomeSectionsProps = {
  sections: readonly HomeSection[];
};

/**
 * The home page's sections in their configured order, each behind its own skeleton. Hydrating
 * server HTML, a section's code loads when it nears the view (HydrateOnView): a shopper who reads
 * the hero downloads nothing for the strips below it. The first screen's sections hydrate their
 * view-models with the page and keep their variants for later (WITH_THE_PAGE).
 */
export function HomeSections({ sections }: HomeSectionsProps) {
  const dealCard = useLayoutChoice('dealCard');
  return sections.map((section, index) => {
    // Sections carry no id: their position is their identity in a configuration.
    const key = `${index}-${section.type}`;
    const fallback = <SectionSkeleton section={section} />;
    const { type } = section;
    if (hydratesWithPage(type)) {
      return (
        <HydratingSuspense key={key} fallback={fallback}>
          <ConnectedSection section={section} />
        </HydratingSuspense>
      );
    }
    return (
      <HydrateOnView
        key={key}
        load={() => loadSection(type, dealCard)}
        fallback={fallback}
        skipOffscreen
      >
        <ConnectedSection section={section} />
      </HydrateOnView>
    );
  });
}
