export { SearchOverlay as default } from './SearchOverlay';
