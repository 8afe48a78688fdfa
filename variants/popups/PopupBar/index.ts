export { PopupBar as default } from './PopupBar';
