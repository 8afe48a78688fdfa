import { useLocation } from 'react-router';
import { routeDescription } from '../../routing/routeDescription';
import { useCurrentRoute } from '../../site/useRoutes';
import { canonicalUrl } from '../../seo/canonical';
import { documentTitle, headMeta } from '../../seo/headTags';
import { serializeJsonLd } from '../../seo/serializeJsonLd';
import { useHttpStatus } from '../../site/httpStatus';
import { useSiteSettings } from '../../site/SiteConfigProvider';
import { useSiteOrigin } from '../../site/siteOrigin';
import { PROVISIONAL_TITLE } from '../../shell/pageTitle';

export type PageHeadProps = {
  /** The page's own title ("Blue Dream"); empty on the home page (the site's name alone). */
  title: string;
  /** Meta description; defaults to the route's purpose line (route table, spec 2.1). */
  description?: string;
  /** The product's or deal's picture for link previews (og:image, twitter:image). */
  image?: string;
  /** Open Graph type: "product" on product pages. */
  type?: 'website' | 'product';
  /** The HTTP status of the page; 404 answers "not found" from the server and is not indexed. */
  status?: number;
  /** Structured data of the page (schema.org objects), written as JSON-LD scripts. */
  jsonLd?: readonly object[];
  /**
   * The page whose content this one repeats (its path and route id): the canonical link names it,
   * with that route's content parameters, so search engines index one address for one listing.
   */
  canonical?: { pathname: string; routeId: string };
  /**
   * A view of the page rather than a page (a listing narrowed by facets): kept out of search
   * results, its canonical the page's first page without the view's parameters.
   */
  view?: boolean;
  /**
   * The title stands in while the page's data loads ("Product Details" before the product's
   * name): screen readers hear the page named once it has its own (PageAnnouncer).
   */
  provisional?: boolean;
};

/**
 * A page's head: title, description, canonical link, robots, Open Graph and Twitter tags. React 19
 * hoists them into <head> (the server puts them there too, server/document.ts) and swaps them on
 * client navigation, since each page renders its own. PageFrame and CatalogueFrame render it, so
 * a page that uses either gets its head from the route table without writing one.
 */
export function PageHead({
  title,
  description,
  image = '',
  type = 'website',
  status,
  jsonLd = [],
  canonical,
  view = false,
  provisional = false,
}: PageHeadProps) {
  const route = useCurrentRoute();
  const { pathname, search } = useLocation();
  const origin = useSiteOrigin();
  const siteName = useSiteSettings('headerWidgetCmsData').logoTitle;
  useHttpStatus(status);
  const url = canonicalUrl({
    origin,
    pathname: canonical?.pathname ?? pathname,
    search,
    routeId: canonical?.routeId ?? route?.route.id ?? null,
    firstPage: view,
  });
  const meta = headMeta({
    title,
    siteName,
    description: description ?? (route ? routeDescription(route.route.id) : null) ?? '',
    url,
    image,
    type,
    noindex: status === 404 || view,
  });
  return (
    <>
      <title {...(provisional ? { [PROVISIONAL_TITLE]: '' } : {})}>
        {documentTitle(title, siteName)}
      </title>
      {status !== 404 && <link rel="canonical" href={url} />}
      {meta.map((tag) =>
        'name' in tag ? (
          <meta key={tag.name} name={tag.name} content={tag.content} />
        ) : (
          <meta key={tag.property} property={tag.property} content={tag.content} />
        ),
      )}
      {jsonLd.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
        />
      ))}
    </>
  );
}
