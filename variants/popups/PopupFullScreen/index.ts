export { PopupFullScreen as default } from './PopupFullScreen';
