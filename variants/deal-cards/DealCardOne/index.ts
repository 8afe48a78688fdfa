export { DealCardOne as default } from './DealCardOne';
