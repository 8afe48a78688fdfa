import { lazy, Suspense } from 'react';
import { PageFrame } from './frame/PageFrame';
import { useListsPage } from './lists/useListsViewProps';

const ListsView = lazy(() => import('../../variants/lists/ListsView'));

/**
 * Route group: Your List, one wish list, My Wishlist, Saved for Later and Keep Shopping For.
 * Title, breadcrumbs and purpose come from the route table; a named list shows its own name.
 */
export default function ListsPage() {
  const { title, view } = useListsPage();
  return (
    <PageFrame title={title}>
      <Suspense fallback={null}>
        <ListsView {...view} />
      </Suspense>
    </PageFrame>
  );
}
