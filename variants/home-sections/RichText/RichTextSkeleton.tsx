import { Skeleton } from '../../../ui/Skeleton';
import { Section } from '../parts/SectionFrame';

/** A few lines of text while the block's chunk loads. */
export function RichTextSkeleton() {
  return (
    <Section aria-busy="true" data-home-skeleton="richText">
      {['100%', '96%', '88%', '60%'].map((width) => (
        <Skeleton key={width} width={`min(${width}, 72ch)`} height="1.6em" />
      ))}
    </Section>
  );
}
