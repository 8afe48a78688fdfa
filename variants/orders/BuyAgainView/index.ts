export { BuyAgainView as default } from './BuyAgainView';
