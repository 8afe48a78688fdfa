export { PurchaseLimitMeter as default } from './PurchaseLimitMeter';
