// Building blocks shared by the sticky footer designs (One…Ten).
export { CentreAction, CentreGlyph } from './CentreAction';
export { FooterBar, type FooterBarLook } from './FooterBar';
export { FooterItem } from './FooterItem';
export {
  edgeBar,
  fixedBar,
  ItemLabel,
  itemReset,
  labelText,
  reserveOf,
  SAFE_BOTTOM,
  SlotList,
  stackedItem,
} from './frame';
