import type { ContentKind, ContentPost } from '../../../schemas';
import { Article, ArticleSkeleton } from '../../../variants/content/Article';
import { useContentPost, useRelatedPosts } from '../../api/contentQueries';
import { serializeJsonLd } from '../../seo/serializeJsonLd';
import { articleJsonLd } from '../../seo/contentJsonLd';
import { useSiteOrigin } from '../../site/siteOrigin';
import { calendarDate, postCardData, relatedPosts } from '../../viewmodels/content/contentView';
import { useSanitizedHtml } from '../../viewmodels/richText/useSanitizedHtml';
import { useNow } from '../../viewmodels/storeSelection/clock';
import { CatalogueFrame } from '../catalogue/CatalogueFrame';
import { isNotFound, LoadError, NotFoundNotice } from './contentStates';

const LIST: Record<ContentKind, { label: string; href: string; details: string }> = {
  blog: { label: 'Back to Blog', href: '/blog', details: 'Blog Details' },
  education: { label: 'Back to Education', href: '/education', details: 'Education Details' },
};

function Loaded({ post }: { post: ContentPost }) {
  const now = useNow();
  const origin = useSiteOrigin();
  const html = useSanitizedHtml(post.html);
  const related = useRelatedPosts(post.kind, post.related);
  const jsonLd = serializeJsonLd(articleJsonLd(post, origin));
  return (
    <CatalogueFrame title={post.title} heading={false}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <Article
        title={post.title}
        category={post.category}
        image={post.image}
        imageAlt={post.imageAlt}
        author={post.author}
        date={calendarDate(post.publishedAt)}
        dateLabel={postCardData(post, now).dateLabel}
        dateTime={post.publishedAt}
        html={html}
        related={relatedPosts(post, related.data ?? []).map((p) => postCardData(p, now))}
        back={{ label: LIST[post.kind].label, href: LIST[post.kind].href }}
      />
    </CatalogueFrame>
  );
}

/** /blog/{slug} and /education/{slug}: the article, Article JSON-LD, related articles. */
export function PostDetailsPage({ kind, slug }: { kind: ContentKind; slug: string }) {
  const query = useContentPost(kind, slug);
  const list = LIST[kind];
  if (isNotFound(query)) {
    return (
      <CatalogueFrame title="Article not found" head={{ status: 404 }}>
        <NotFoundNotice
          title="We couldn’t find this article"
          message="It may have been moved or taken down. The latest articles are one click away."
          back={{ label: list.label, href: list.href }}
        />
      </CatalogueFrame>
    );
  }
  if (query.isError) {
    return (
      <CatalogueFrame title={list.details}>
        <LoadError title="We couldn’t load this article" query={query} />
      </CatalogueFrame>
    );
  }
  if (query.data) return <Loaded key={query.data.slug} post={{ ...query.data, kind }} />;
  return (
    <CatalogueFrame title={list.details} heading={false} head={{ provisional: true }}>
      <ArticleSkeleton />
    </CatalogueFrame>
  );
}
