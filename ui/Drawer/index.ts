export { Drawer, type DrawerProps } from './Drawer';
export { INITIAL_FOCUS_ATTR } from '../dialog/useModalDialog';
