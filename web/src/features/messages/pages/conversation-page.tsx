import { useParams } from 'react-router';
import { ConversationView } from '#web/features/messages/components/conversation-view';

/** /messages/{conversationId}: a fresh view per conversation (scroll place, typing and read state are its own). */
export function ConversationPage() {
  const { conversationId = '' } = useParams();
  return <ConversationView key={conversationId} conversationId={conversationId} />;
}
