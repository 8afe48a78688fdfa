export { ConversationList as default, ConversationList } from './ConversationList';
