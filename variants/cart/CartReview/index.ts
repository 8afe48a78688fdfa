export { CartReview as default } from './CartReview';
