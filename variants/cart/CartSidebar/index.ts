export { CartSidebar as default } from './CartSidebar';
