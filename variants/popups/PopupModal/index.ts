export { PopupModal as default } from './PopupModal';
