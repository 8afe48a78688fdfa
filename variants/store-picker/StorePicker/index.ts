export { StorePicker as default } from './StorePicker';
