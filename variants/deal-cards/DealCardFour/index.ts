export { DealCardFour as default } from './DealCardFour';
