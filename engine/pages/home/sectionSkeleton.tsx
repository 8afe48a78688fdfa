import type { HomeSection } from '../../../schemas';
import { homeSectionEntry } from './homeSectionTable';

/**
 * A section's box while its chunk loads, as its type's entry (homeSectionTable) draws it: the
 * first screen's from the first load's code, the others' from a small chunk of their own.
 */
export function SectionSkeleton({ section }: { section: HomeSection }) {
  return homeSectionEntry(section.type).skeleton(section);
}
