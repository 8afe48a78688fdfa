import { HydratingSuspense } from '../../app/HydratingSuspense';
import type { HomeSection } from '../../../schemas';
import { ConnectedSection } from './ConnectedSection';
import { SectionSkeleton } from './sectionSkeleton';

export type HomeSectionsProps = {
  sections: readonly HomeSection[];
};

/** The home page's sections in their configured order, each behind its own skeleton. */
export function HomeSections({ sections }: HomeSectionsProps) {
  return sections.map((section, index) => (
    // Sections carry no id: their position is their identity in a configuration.
    <HydratingSuspense
      key={`${index}-${section.type}`}
      fallback={<SectionSkeleton section={section} />}
    >
      <ConnectedSection section={section} />
    </HydratingSuspense>
  ));
}
