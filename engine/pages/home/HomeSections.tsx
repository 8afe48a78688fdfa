import { HydrateOnView } from '../../hydration/HydrateOnView';
import { HydratingSuspense } from '../../hydration/HydratingSuspense';
import { useLayoutChoice } from '../../site/SiteConfigProvider';
import type { HomeSection } from '../../../schemas';
import { ConnectedSection } from './ConnectedSection';
import { homeSectionEntry, loadSection } from './homeSectionTable';
import { SectionSkeleton } from './sectionSkeleton';

export type HomeSectionsProps = {
  sections: readonly HomeSection[];
};

/**
 * The home page's sections in their configured order, each behind its own skeleton. Hydrating
 * server HTML, a section's code loads when it nears the view (HydrateOnView): a shopper who reads
 * the hero downloads nothing for the strips below it. The first screen's sections hydrate their
 * view-models with the page and keep their variants for later (`withPage` in homeSectionTable).
 */
export function HomeSections({ sections }: HomeSectionsProps) {
  const dealCard = useLayoutChoice('dealCard');
  return sections.map((section, index) => {
    // Sections carry no id: their position is their identity in a configuration.
    const key = `${index}-${section.type}`;
    const fallback = <SectionSkeleton section={section} />;
    const { type } = section;
    if (homeSectionEntry(type).withPage) {
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
