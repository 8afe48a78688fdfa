export { MenuFour as default } from './MenuFour';
