import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ContentKind } from '../../schemas';
import { useApiClient } from './ApiClientProvider';
import type { ApiClient } from './client';
import { defaultApiClient } from './defaultClient';
import { readMissingAsNull, readPage } from './readWith';

/** Articles per page of /blog and /education: two rows of three on desktop. */
export const POSTS_PER_PAGE = 6;

const slugPath = (slug: string) => encodeURIComponent(slug);

/** One page of blog or education articles, newest first, without their bodies. */
export const contentPostsQuery = (
  kind: ContentKind,
  pageNo: number,
  client: ApiClient = defaultApiClient,
) =>
  queryOptions({
    queryKey: ['content', kind, 'page', pageNo],
    queryFn: async ({ signal }) =>
      readPage(
        (s) => s.ContentPostSchema,
        await client.get(`/content/posts/${kind}`, {
          query: { page: String(pageNo), limit: String(POSTS_PER_PAGE) },
          signal,
        }),
        'GET /content/posts/:kind',
      ),
  });

/** The summaries of the given articles (an article's related ones); none asked, none fetched. */
export const relatedPostsQuery = (
  kind: ContentKind,
  slugs: readonly string[],
  client: ApiClient = defaultApiClient,
) =>
  queryOptions({
    queryKey: ['content', kind, 'related', slugs],
    queryFn:
      slugs.length === 0
        ? skipToken
        : async ({ signal }) =>
            (
              await readPage(
                (s) => s.ContentPostSchema,
                await client.get(`/content/posts/${kind}`, {
                  query: { slugs: slugs.join(','), limit: String(slugs.length) },
                  signal,
                }),
                'GET /content/posts/:kind',
              )
            ).items,
  });

/** One article with its body; null when the server has no such article (404) or sends none. */
export const contentPostQuery = (
  kind: ContentKind,
  slug: string,
  client: ApiClient = defaultApiClient,
) =>
  queryOptions({
    queryKey: ['content', kind, 'post', slug],
    queryFn:
      slug === ''
        ? skipToken
        : async ({ signal }) =>
            readMissingAsNull(
              (s) => s.ContentPostSchema,
              client.get(`/content/posts/${kind}/${slugPath(slug)}`, { signal }),
              'GET /content/posts/:kind/:slug',
            ),
  });

export const infoPageQuery = (slug: string, client: ApiClient = defaultApiClient) =>
  queryOptions({
    queryKey: ['content', 'page', slug],
    queryFn: async ({ signal }) =>
      readMissingAsNull(
        (s) => s.InfoPageSchema,
        client.get(`/content/pages/${slugPath(slug)}`, { signal }),
        'GET /content/pages/:slug',
      ),
  });

export const faqQuery = (client: ApiClient = defaultApiClient) =>
  queryOptions({
    queryKey: ['content', 'faq'],
    queryFn: async ({ signal }) =>
      (
        await readPage(
          (s) => s.FaqItemSchema,
          await client.get('/content/faq', { signal }),
          'GET /content/faq',
        )
      ).items,
  });

export const eventQuery = (slug: string, client: ApiClient = defaultApiClient) =>
  queryOptions({
    queryKey: ['content', 'event', slug],
    queryFn:
      slug === ''
        ? skipToken
        : async ({ signal }) =>
            readMissingAsNull(
              (s) => s.ContentEventSchema,
              client.get(`/content/events/${slugPath(slug)}`, { signal }),
              'GET /content/events/:slug',
            ),
  });

export const responsePageQuery = (id: string, client: ApiClient = defaultApiClient) =>
  queryOptions({
    queryKey: ['content', 'response', id],
    queryFn:
      id === ''
        ? skipToken
        : async ({ signal }) =>
            readMissingAsNull(
              (s) => s.ResponsePageSchema,
              client.get(`/content/responses/${slugPath(id)}`, { signal }),
              'GET /content/responses/:id',
            ),
  });

export const useContentPosts = (kind: ContentKind, pageNo: number) =>
  useQuery(contentPostsQuery(kind, pageNo, useApiClient()));
export const useContentPost = (kind: ContentKind, slug: string) =>
  useQuery(contentPostQuery(kind, slug, useApiClient()));
export const useRelatedPosts = (kind: ContentKind, slugs: readonly string[]) =>
  useQuery(relatedPostsQuery(kind, slugs, useApiClient()));
export const useInfoPage = (slug: string) => useQuery(infoPageQuery(slug, useApiClient()));
export const useFaq = () => useQuery(faqQuery(useApiClient()));
export const useContentEvent = (slug: string) => useQuery(eventQuery(slug, useApiClient()));
export const useResponsePage = (id: string) => useQuery(responsePageQuery(id, useApiClient()));
