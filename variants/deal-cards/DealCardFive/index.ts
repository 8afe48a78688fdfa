export { DealCardFive as default } from './DealCardFive';
