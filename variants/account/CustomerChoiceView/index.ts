export { CustomerChoiceView as default } from './CustomerChoiceView';
