export { NotificationsView as default } from './NotificationsView';
