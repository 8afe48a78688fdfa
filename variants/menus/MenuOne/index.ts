export { MenuOne as default } from './MenuOne';
