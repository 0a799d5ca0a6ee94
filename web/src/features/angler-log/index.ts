// The angler log feature's public entry: what other features show of it.
export { ProfileCatches } from './components/profile-catches';
