export { BrandStrip as default } from './BrandStrip';
