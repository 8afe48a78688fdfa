export { MenuTwo as default } from './MenuTwo';
