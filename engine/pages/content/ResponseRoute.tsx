import { ResponseNotice, ResponseNoticeSkeleton } from '../../../variants/content/ResponseNotice';
import { useResponsePage } from '../../api/contentQueries';
import { responseNoticeData } from '../../viewmodels/content/contentView';
import { CatalogueFrame } from '../catalogue/CatalogueFrame';
import { isNotFound, LoadError, NotFoundNotice } from './contentStates';

/** /response/{x}: the outcome page a request lands on, from the CMS. */
export function ResponseRoute({ id }: { id: string }) {
  const query = useResponsePage(id);
  if (isNotFound(query)) {
    return (
      <CatalogueFrame title="Response" head={{ status: 404 }}>
        <NotFoundNotice
          title="Nothing to show here"
          message="This link does not lead to a message any more. You can carry on shopping."
          back={{ label: 'Back to the home page', href: '/' }}
        />
      </CatalogueFrame>
    );
  }
  if (query.isError) {
    return (
      <CatalogueFrame title="Response">
        <LoadError title="We couldn’t load this page" query={query} />
      </CatalogueFrame>
    );
  }
  const page = query.data;
  if (page) {
    return (
      <CatalogueFrame title={page.title} heading={false}>
        <ResponseNotice {...responseNoticeData(page)} />
      </CatalogueFrame>
    );
  }
  return (
    <CatalogueFrame title="Response" heading={false} head={{ provisional: true }}>
      <ResponseNoticeSkeleton />
    </CatalogueFrame>
  );
}
