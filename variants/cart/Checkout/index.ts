export { Checkout as default } from './Checkout';
