// The rewards feature's public entry: the Stats tab the social home shows, and the query keys an unlock refreshes.
export { StatsTab } from './components/stats-tab';
export { rewardsKeys } from './api/rewards';
