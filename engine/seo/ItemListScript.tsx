import { useSiteOrigin } from '../site/siteOrigin';
import { itemListJsonLd } from './itemListJsonLd';
import { serializeJsonLd } from './serializeJsonLd';

export type ItemListScriptProps = {
  /** What the listing shows, in order: each entry's name and link. */
  items: readonly { name: string; href: string }[];
  /** The first entry's position: page 2 of a listing goes on from page 1's count. */
  firstPosition?: number;
};

/** A listing's schema.org ItemList (SEO), beside the list it describes; none when empty. */
export function ItemListScript({ items, firstPosition = 1 }: ItemListScriptProps) {
  const origin = useSiteOrigin();
  if (items.length === 0) return null;
  const data = serializeJsonLd(itemListJsonLd(items, origin, firstPosition));
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: data }} />;
}
