export { PopupFlyout as default } from './PopupFlyout';
