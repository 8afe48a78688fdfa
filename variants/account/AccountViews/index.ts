export { AccountHubView } from './AccountHubView';
export { CloseAccountView } from './CloseAccountView';
export { LoginSecurityView } from './LoginSecurityView';
export { ProfileView } from './ProfileView';
export { RequestInformationView } from './RequestInformationView';
