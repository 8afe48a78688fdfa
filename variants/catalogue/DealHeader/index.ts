export { DealHeader as default, DealHeader } from './DealHeader';
