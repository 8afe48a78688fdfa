import type { ReactNode } from 'react';
import { routeDescription } from '../../routing/routeDescription';
import { useCurrentRoute } from '../../site/useRoutes';
import { Breadcrumbs } from './Breadcrumbs';
import { PageHead, type PageHeadProps } from './PageHead';
import * as S from './frame.styles';

export type PageFrameProps = {
  /** Heading; defaults to the matched route's title. */
  title?: string;
  /** Lead text; defaults to the route's purpose from the route table (spec 2.1). */
  description?: string;
  /** Head extras beyond the title: description, picture, structured data, HTTP status. */
  head?: Omit<PageHeadProps, 'title'>;
  children?: ReactNode;
};

/** Head tags, breadcrumbs, heading and purpose line shared by every page until its own content lands. */
export function PageFrame({ title, description, head, children }: PageFrameProps) {
  const route = useCurrentRoute()?.route;
  const heading = title ?? route?.title ?? '';
  const lead = description ?? (route ? routeDescription(route.id) : null);
  return (
    <>
      <PageHead title={heading} description={lead || undefined} {...head} />
      <Breadcrumbs />
      <S.Page>
        <S.Title>{heading}</S.Title>
        {lead ? <S.Lead>{lead}</S.Lead> : null}
        {children}
      </S.Page>
    </>
  );
}
