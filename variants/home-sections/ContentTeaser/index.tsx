export { ContentTeaser as default } from './ContentTeaser';
