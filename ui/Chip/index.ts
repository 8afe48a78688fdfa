export { Chip } from './Chip';
