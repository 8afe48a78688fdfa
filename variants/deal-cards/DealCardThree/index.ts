export { DealCardThree as default } from './DealCardThree';
