import type { FooterProps } from '../types';
import { LinksColumn } from './LinksColumn';
import type { LinkListLayout } from './primitives';
import { FOOTER_TEXT } from './texts';

type LinkGroupsProps = Pick<FooterProps, 'quickLinks' | 'shopLinks' | 'headingsLoading'> & {
  layout?: LinkListLayout;
};

/** The two link groups every footer shows, in their fixed order: the CMS Quick Links, then Shop. */
export function LinkGroups({ quickLinks, shopLinks, headingsLoading, layout }: LinkGroupsProps) {
  return (
    <>
      <LinksColumn
        title={quickLinks.title}
        links={quickLinks.links}
        loading={headingsLoading}
        layout={layout}
      />
      <LinksColumn
        title={FOOTER_TEXT.shopHeading}
        links={shopLinks}
        loading={headingsLoading}
        layout={layout}
      />
    </>
  );
}
