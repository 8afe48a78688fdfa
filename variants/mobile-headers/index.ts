export { MobilePathHeader as default } from './MobilePathHeader';
