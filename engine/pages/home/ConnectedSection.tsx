import { memo } from 'react';
import type { HomeSection } from '../../../schemas';
import { homeSectionEntry } from './homeSectionTable';

/**
 * One configured section, drawn by its type's entry (homeSectionTable). Memoised: a settings
 * change elsewhere (a studio edit) keeps an unchanged section's object, and its render.
 */
export const ConnectedSection = memo(function ConnectedSection({
  section,
}: {
  section: HomeSection;
}) {
  const { section: Section } = homeSectionEntry(section.type);
  return <Section settings={section.settings} />;
});
