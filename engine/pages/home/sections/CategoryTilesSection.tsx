import type { HomeSectionOf } from '../../../../schemas';
import { homeSectionRegistry as registry } from '../../../registry/homeSections';
import { useCategoryTilesProps } from '../../../viewmodels/home/useCategoryTilesProps';

/** The categoryTiles section: its view-model's props into its variant. */
export default function CategoryTilesSection({
  settings,
}: {
  settings: HomeSectionOf<'categoryTiles'>['settings'];
}) {
  const props = useCategoryTilesProps(settings);
  return props && <registry.categoryTiles {...props} />;
}
