import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { PostCardSkeleton } from '../../content/parts/PostCardFrame';
import { TeaserGrid } from './ContentTeaser.styles';
import { Section, SectionHeadSkeleton } from '../parts/SectionFrame';

/** The teaser's size while its chunk or the articles load: a head row and the cards' shapes. */
export function ContentTeaserSkeleton({
  count = 3,
  label = 'articles',
}: {
  count?: number;
  label?: string;
}) {
  return (
    <Section aria-busy="true" data-home-skeleton="contentTeaser">
      <VisuallyHidden role="status">Loading {label}</VisuallyHidden>
      <SectionHeadSkeleton />
      <TeaserGrid aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <PostCardSkeleton />
          </li>
        ))}
      </TeaserGrid>
    </Section>
  );
}
