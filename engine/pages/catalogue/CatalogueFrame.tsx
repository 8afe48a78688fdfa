import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { setsFacets } from '../../rules/facetParams';
import { Breadcrumbs } from '../frame/Breadcrumbs';
import { PageHead, type PageHeadProps } from '../frame/PageHead';
import * as S from '../frame/frame.styles';

export type CatalogueFrameProps = {
  /** Document title, and the page's h1 unless `heading` is false (a deal banner brings its own). */
  title: string;
  heading?: boolean;
  lead?: string | null;
  /** Head extras beyond the title: description, picture, structured data, HTTP status. */
  head?: Omit<PageHeadProps, 'title'>;
  children: ReactNode;
};

/** Head tags, breadcrumbs (with their BreadcrumbList JSON-LD), title and lead around a catalogue page. */
export function CatalogueFrame({
  title,
  heading = true,
  lead,
  head,
  children,
}: CatalogueFrameProps) {
  // A listing narrowed by facets is one of countless views of it: only the listing is indexed.
  const view = setsFacets(useLocation().search);
  return (
    <>
      <PageHead title={title} description={lead || undefined} view={view} {...head} />
      <Breadcrumbs />
      <S.Page>
        {heading && <S.Title>{title}</S.Title>}
        {lead ? <S.Lead>{lead}</S.Lead> : null}
        {children}
      </S.Page>
    </>
  );
}
