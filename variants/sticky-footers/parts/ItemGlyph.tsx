import styled from 'styled-components';
import type { StickyFooterItem } from '../types';
import { ItemIcon } from './icons';
import { Spinner } from './Spinner';

const Img = styled.img`
  display: block;
  width: 24px;
  height: 24px;
  object-fit: contain;
`;

/**
 * What stands in an item's icon place: the spinner while it navigates, else the CMS image (the
 * selected one while active), else the built-in SVG. Images are decorative: the text names the item.
 */
export function ItemGlyph({ item }: { item: StickyFooterItem }) {
  if (item.loading) return <Spinner />;
  const src = item.active ? (item.activeIcon ?? item.icon) : item.icon;
  if (src !== null) return <Img src={src} alt="" width={24} height={24} />;
  return <ItemIcon id={item.id} />;
}
