export { HeroBanner as default } from './HeroBanner';
