// The fishing reports feature's public entry (issue 19): what other features show of it.
// Trending locations for the social sidebars (loaded lazily by the social slots).
export { TrendingLocations } from './components/trending-locations';
// The post composer's optional place, and tagging a new post with it.
export { PostPlacePicker } from './components/post-place-picker';
export { useTagPostPlace } from './api/locations';
