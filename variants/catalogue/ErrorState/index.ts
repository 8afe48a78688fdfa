export { ErrorState as default, ErrorState } from './ErrorState';
