export { ScrollStrip, type ScrollStripProps } from './ScrollStrip';
