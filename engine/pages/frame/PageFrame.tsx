import type { ReactNode } from 'react';
import { useCurrentRoute } from '../../routing/useRoutes';
import { Breadcrumbs } from './Breadcrumbs';
import * as S from './frame.styles';

export type PageFrameProps = {
  /** Heading; defaults to the matched route's title. */
  title?: string;
  /** Lead text; defaults to the route's purpose from the route table (spec 2.1). */
  description?: string;
  children?: ReactNode;
};

/** Breadcrumbs, heading and purpose line shared by every page until its own content lands. */
export function PageFrame({ title, description, children }: PageFrameProps) {
  const route = useCurrentRoute()?.route;
  const heading = title ?? route?.title ?? '';
  const lead = description ?? route?.description;
  return (
    <>
      <title>{heading}</title>
      <Breadcrumbs />
      <S.Page>
        <S.Title>{heading}</S.Title>
        {lead ? <S.Lead>{lead}</S.Lead> : null}
        {children}
      </S.Page>
    </>
  );
}
