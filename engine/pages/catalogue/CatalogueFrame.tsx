import type { ReactNode } from 'react';
import { Breadcrumbs } from '../frame/Breadcrumbs';
import * as S from '../frame/frame.styles';

export type CatalogueFrameProps = {
  /** Document title, and the page's h1 unless `heading` is false (a deal banner brings its own). */
  title: string;
  heading?: boolean;
  lead?: string | null;
  children: ReactNode;
};

/** Breadcrumbs (with their BreadcrumbList JSON-LD), title and lead around a catalogue page. */
export function CatalogueFrame({ title, heading = true, lead, children }: CatalogueFrameProps) {
  return (
    <>
      <title>{title}</title>
      <Breadcrumbs />
      <S.Page>
        {heading && <S.Title>{title}</S.Title>}
        {lead ? <S.Lead>{lead}</S.Lead> : null}
        {children}
      </S.Page>
    </>
  );
}
