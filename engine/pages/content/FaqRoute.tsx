import EmptyState from '../../../variants/catalogue/EmptyState';
import { FaqAccordion, FaqAccordionSkeleton } from '../../../variants/content/FaqAccordion';
import { useFaq } from '../../api/contentQueries';
import { serializeJsonLd } from '../../seo/serializeJsonLd';
import { faqJsonLd } from '../../seo/contentJsonLd';
import { faqGroups } from '../../viewmodels/content/contentView';
import { PageFrame } from '../frame/PageFrame';
import { LoadError } from './contentStates';

/** /faq: questions by category as an accordion, with FAQPage JSON-LD. */
export function FaqRoute() {
  const query = useFaq();
  if (query.isError) {
    return (
      <PageFrame>
        <LoadError title="We couldn’t load the questions" query={query} />
      </PageFrame>
    );
  }
  if (query.isPending) {
    return (
      <PageFrame>
        <FaqAccordionSkeleton />
      </PageFrame>
    );
  }
  const groups = faqGroups(query.data);
  if (groups.length === 0) {
    return (
      <PageFrame>
        <EmptyState
          title="No questions yet"
          message="Our team is putting the answers together. In the meantime, any budtender is happy to help."
          action={{ label: 'Find a store', href: '/find-a-dispensary' }}
        />
      </PageFrame>
    );
  }
  return (
    <PageFrame>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(faqJsonLd(query.data)) }}
      />
      <FaqAccordion groups={groups} />
    </PageFrame>
  );
}
