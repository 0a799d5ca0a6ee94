// The people feature's public entry: the widgets the social home shows.
export { PeopleDiscover } from './components/people-discover';
export { SuggestionsWidget } from './components/suggestions-widget';
