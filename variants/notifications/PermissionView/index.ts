export { PermissionView as default } from './PermissionView';
