import type { HomeSectionOf } from '../../../../schemas';
import { CategoryTilesSkeleton } from '../../../../variants/home-sections/CategoryTiles/CategoryTilesSkeleton';
import { homeSectionRegistry as registry } from '../../../registry/homeSections';
import { useCategoryTilesProps } from '../../../viewmodels/home/useCategoryTilesProps';
import { LateSectionVariant } from '../LateSectionVariant';

/** The categoryTiles section: its view-model's props into its variant. */
export default function CategoryTilesSection({
  settings,
}: {
  settings: HomeSectionOf<'categoryTiles'>['settings'];
}) {
  const props = useCategoryTilesProps(settings);
  return (
    props && (
      <LateSectionVariant
        variant={registry.categoryTiles}
        props={props}
        fallback={<CategoryTilesSkeleton count={settings.limit} />}
      />
    )
  );
}
