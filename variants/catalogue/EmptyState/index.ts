export { EmptyState as default, EmptyState } from './EmptyState';
