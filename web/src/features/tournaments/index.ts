// The tournaments feature's public entry: what other features show about an event.
export { EventNotFound } from './components/event-not-found';
