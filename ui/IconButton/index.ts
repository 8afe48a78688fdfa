export { IconButton, iconButtonLook, type IconButtonProps } from './IconButton';
