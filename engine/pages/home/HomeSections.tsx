import { Fragment, Suspense, type ReactNode } from 'react';
import type { HomeSection } from '../../../schemas';
import { ConnectedSection } from './ConnectedSection';
import { SectionSkeleton } from './sectionSkeleton';

export type HomeSectionsProps = {
  sections: readonly HomeSection[];
  /** Placed after the first section, e.g. the home-banner ad slot. */
  afterFirst?: ReactNode;
};

/** The home page's sections in their configured order, each behind its own skeleton. */
export function HomeSections({ sections, afterFirst }: HomeSectionsProps) {
  return sections.map((section, index) => (
    // Sections carry no id: their position is their identity in a configuration.
    <Fragment key={`${index}-${section.type}`}>
      <Suspense fallback={<SectionSkeleton section={section} />}>
        <ConnectedSection section={section} />
      </Suspense>
      {index === 0 && afterFirst}
    </Fragment>
  ));
}
