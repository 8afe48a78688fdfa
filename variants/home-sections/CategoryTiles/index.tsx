export { CategoryTiles as default } from './CategoryTiles';
