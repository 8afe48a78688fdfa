export { SearchPanel as default } from './SearchPanel';
