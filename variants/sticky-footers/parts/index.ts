// Building blocks shared by the sticky footer designs (One…Ten).
export { cartBadgeText, cartCountText } from './cartBadge';
export { CountBubble } from './CountBubble';
export { CentreIcon, ItemIcon } from './icons';
export { ItemGlyph } from './ItemGlyph';
export { isPlainClick, splitAroundCentre } from './slots';
export { Spinner } from './Spinner';
