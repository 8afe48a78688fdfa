export { CompactSearchHeader as default } from './CompactSearchHeader';
