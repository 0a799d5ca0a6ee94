// The messages feature's public entry: the Message button that profiles and people cards show.
export { MessageButton } from './components/message-button';
// Charters (issue 18): booking conversations at /charter/messages show a thread beside the booking it is about.
export { ConversationView } from './components/conversation-view';
export { useMessagesRealtime } from './api/realtime';
