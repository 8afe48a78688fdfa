export { BannerAd as default } from './BannerAd';
