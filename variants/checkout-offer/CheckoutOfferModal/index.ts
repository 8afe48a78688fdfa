export { CheckoutOfferModal as default } from './CheckoutOfferModal';
