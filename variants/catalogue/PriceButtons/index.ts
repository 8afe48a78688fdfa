export { PriceButtons as default, PriceButtons } from './PriceButtons';
