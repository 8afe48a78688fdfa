export { SearchPageHeader as default } from './SearchPageHeader';
