import { InfoArticle, InfoArticleSkeleton } from '../../../variants/content/InfoArticle';
import type { InfoPage } from '../../../schemas';
import { useInfoPage } from '../../api/contentQueries';
import { calendarDate } from '../../viewmodels/content/contentView';
import { useSanitizedHtmlList } from '../../viewmodels/richText/useSanitizedHtmlList';
import { PageFrame } from '../frame/PageFrame';
import { isNotFound, LoadError, NotFoundNotice } from './contentStates';

function Loaded({ page, tableOfContents }: { page: InfoPage; tableOfContents: boolean }) {
  const sections = page.sections.filter((s) => s.anchor !== '' && s.heading !== '');
  const htmls = useSanitizedHtmlList(sections.map((section) => section.html));
  return (
    <PageFrame title={page.title || undefined} description="">
      <InfoArticle
        intro={page.intro}
        updated={calendarDate(page.updatedAt, 'MMMM D, YYYY')}
        updatedDateTime={page.updatedAt}
        sections={sections.map((section, index) => ({ ...section, html: htmls[index] ?? '' }))}
        tableOfContents={tableOfContents}
      />
    </PageFrame>
  );
}

/**
 * /about, /terms-and-conditions and /privacy-policy: the CMS page by slug; the policy pages get a
 * table of contents. The route's title (e.g. "Terms & Condition", spec 2.5) stays until loaded.
 */
export function InfoPageRoute({
  slug,
  tableOfContents,
}: {
  slug: string;
  tableOfContents: boolean;
}) {
  const query = useInfoPage(slug);
  if (isNotFound(query)) {
    return (
      <PageFrame description="" head={{ status: 404 }}>
        <NotFoundNotice
          title="This page isn’t published yet"
          message="The store has not written this page yet. Please check back later."
          back={{ label: 'Back to the home page', href: '/' }}
        />
      </PageFrame>
    );
  }
  if (query.isError) {
    return (
      <PageFrame description="">
        <LoadError title="We couldn’t load this page" query={query} />
      </PageFrame>
    );
  }
  if (query.data) return <Loaded page={query.data} tableOfContents={tableOfContents} />;
  return (
    <PageFrame description="">
      <InfoArticleSkeleton tableOfContents={tableOfContents} />
    </PageFrame>
  );
}
