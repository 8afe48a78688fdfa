export { PrivacyLinks as default } from './PrivacyLinks';
