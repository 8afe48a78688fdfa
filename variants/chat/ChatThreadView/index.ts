export { ChatThreadView as default, ChatThreadView } from './ChatThreadView';
