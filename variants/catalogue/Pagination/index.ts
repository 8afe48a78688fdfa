export { Pagination as default, Pagination } from './Pagination';
