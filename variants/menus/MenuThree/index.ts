export { MenuThree as default } from './MenuThree';
