export { TileGrid as default, TileGrid } from './TileGrid';
