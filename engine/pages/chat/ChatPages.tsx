import ConversationList from '../../../variants/chat/ConversationList';
import ChatThreadView from '../../../variants/chat/ChatThreadView';
import { useChatThreadModel } from '../../viewmodels/chat/useChatThreadModel';
import { useConversationList } from '../../viewmodels/chat/useConversationList';
import { CatalogueFrame } from '../catalogue/CatalogueFrame';
import { PageFrame } from '../frame/PageFrame';

/** /chat-with-retailer: conversations per store (signed in, with chatPlatformCms). */
export function ConversationsPage() {
  return (
    <PageFrame description="Your conversations with our stores.">
      <ConversationList {...useConversationList()} />
    </PageFrame>
  );
}

/** /chat-with-retailer/{id}: one thread; no mobile header (2.5) and no sticky footer (2.10). */
export function ChatThreadPage({ id }: { id: string }) {
  const model = useChatThreadModel(id);
  const title = model.storeName ? `Chat with ${model.storeName}` : 'Chat with Retailer';
  return (
    <CatalogueFrame title={title} heading={model.status !== 'ready' && model.status !== 'loading'}>
      <ChatThreadView {...model} />
    </CatalogueFrame>
  );
}
