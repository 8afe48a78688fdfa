export { OrdersView as default } from './OrdersView';
