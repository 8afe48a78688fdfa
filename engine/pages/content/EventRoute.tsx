import type { ContentEvent } from '../../../schemas';
import { EventDetails, EventDetailsSkeleton } from '../../../variants/content/EventDetails';
import { useContentEvent } from '../../api/contentQueries';
import { serializeJsonLd } from '../../seo/serializeJsonLd';
import { eventJsonLd } from '../../seo/contentJsonLd';
import { useSiteOrigin } from '../../site/siteOrigin';
import { eventDetailsData } from '../../viewmodels/content/contentView';
import { useSanitizedHtml } from '../../viewmodels/richText/useSanitizedHtml';
import { CatalogueFrame } from '../catalogue/CatalogueFrame';
import { isNotFound, LoadError, NotFoundNotice } from './contentStates';

function Loaded({ event }: { event: ContentEvent }) {
  const origin = useSiteOrigin();
  const html = useSanitizedHtml(event.html);
  const jsonLd = serializeJsonLd(eventJsonLd(event, origin));
  return (
    <CatalogueFrame title={event.title}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <EventDetails {...eventDetailsData(event, html)} />
    </CatalogueFrame>
  );
}

/** /events/{x}: date, time and place of one event, Event JSON-LD (no breadcrumbs, spec 2.7). */
export function EventRoute({ slug }: { slug: string }) {
  const query = useContentEvent(slug);
  if (isNotFound(query)) {
    return (
      <CatalogueFrame title="Event not found" head={{ status: 404 }}>
        <NotFoundNotice
          title="We couldn’t find this event"
          message="It may have ended or been cancelled. Our blog has the latest news."
          back={{ label: 'Read the blog', href: '/blog' }}
        />
      </CatalogueFrame>
    );
  }
  if (query.isError) {
    return (
      <CatalogueFrame title="Events">
        <LoadError title="We couldn’t load this event" query={query} />
      </CatalogueFrame>
    );
  }
  if (query.data) return <Loaded key={query.data.slug} event={query.data} />;
  return (
    <CatalogueFrame title="Events" head={{ provisional: true }}>
      <EventDetailsSkeleton />
    </CatalogueFrame>
  );
}
