// Building blocks shared by the sticky footer designs (One…Ten).
export { BadgedGlyph } from './BadgedGlyph';
export { cartBadgeText, cartCountText } from './cartBadge';
export { CentreAction, CentreGlyph } from './CentreAction';
export { CountBubble } from './CountBubble';
export { FooterItem } from './FooterItem';
export { fixedBar, itemReset, labelText, Reserve, SAFE_BOTTOM, Slot, SlotList } from './frame';
export { CentreIcon, ItemIcon } from './icons';
export { ItemGlyph } from './ItemGlyph';
export { isPlainClick, splitAroundCentre } from './slots';
export { Spinner } from './Spinner';
