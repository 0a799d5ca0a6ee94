// The messages feature's public entry: the Message button that profiles and people cards show.
export { MessageButton } from './components/message-button';
