// The charters feature's public entry: what other features show of it.
export { ProfileCharters } from './search/components/profile-charters';
