export { SponsoredCarousel as default } from './SponsoredCarousel';
