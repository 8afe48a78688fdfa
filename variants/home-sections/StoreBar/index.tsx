export { StoreBar as default } from './StoreBar';
