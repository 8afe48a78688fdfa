export { SponsoredProductCard as default } from './SponsoredProductCard';
