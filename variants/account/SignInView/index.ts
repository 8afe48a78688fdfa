export { SignInView as default } from './SignInView';
