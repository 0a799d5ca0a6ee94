// The auth feature's public entry: what other features read about the browser's sign-in.
export { hadSession } from './lib/session-marker';
