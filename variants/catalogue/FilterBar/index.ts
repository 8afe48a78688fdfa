export { FilterBar as default, FilterBar } from './FilterBar';
