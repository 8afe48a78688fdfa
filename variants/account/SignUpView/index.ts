export { SignUpView as default } from './SignUpView';
