export { DealCardTwo as default } from './DealCardTwo';
