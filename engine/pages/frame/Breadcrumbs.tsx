import { Link, useLocation } from 'react-router';
import { useSiteSettings } from '../../site/SiteConfigProvider';
import { useSiteOrigin } from '../../site/siteOrigin';
import { breadcrumbJsonLd } from '../../routing/breadcrumbJsonLd';
import { serializeJsonLd } from '../../seo/serializeJsonLd';
import { breadcrumbsFor, type Crumb } from '../../routing/breadcrumbs';
import { useShopPath } from '../../site/useShopPath';
import * as S from './frame.styles';

export type BreadcrumbTrailProps = {
  /** From breadcrumbsFor (spec 2.7); the last crumb is the current page. */
  crumbs: readonly Crumb[];
  /** Site origin for the BreadcrumbList's absolute URLs. */
  origin: string;
};

/** The visible trail plus its BreadcrumbList structured data; props only, for stories. */
export function BreadcrumbTrail({ crumbs, origin }: BreadcrumbTrailProps) {
  const jsonLd = serializeJsonLd(breadcrumbJsonLd(crumbs, origin));
  return (
    <S.Nav aria-label="Breadcrumb">
      <S.Trail>
        {crumbs.map((crumb, index) => (
          <S.Crumb key={`${crumb.href}-${index}`}>
            {crumb.current ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <Link to={crumb.href}>{crumb.label}</Link>
            )}
          </S.Crumb>
        ))}
      </S.Trail>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </S.Nav>
  );
}

/** Breadcrumbs for the current location; renders nothing where spec 2.7 hides them. */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const shopPath = useShopPath();
  const { careerVersion } = useSiteSettings('appSettings');
  const crumbs = breadcrumbsFor(pathname, { shopPath, careerVersion });
  const origin = useSiteOrigin();
  if (!crumbs) return null;
  return <BreadcrumbTrail crumbs={crumbs} origin={origin} />;
}
