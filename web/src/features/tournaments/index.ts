// The tournaments feature's public entry: what other features show about an event.
export { EventNotFound } from './components/event-not-found';
// Community events (the events feature) share the event page and its panels.
export { EventPage } from './pages/event-page';
export { RsvpPanel } from './components/rsvp-panel';
export { AttendeesList } from './components/attendees-list';
export { EventDiscussion } from './components/event-discussion';
export { EventPhotos } from './components/event-photos';
export { RulesText } from './components/rules-text';
export { tournamentKeys } from './api/keys';
