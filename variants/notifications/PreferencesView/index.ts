export { PreferencesView as default } from './PreferencesView';
