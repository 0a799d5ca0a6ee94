// The leaderboards feature's public entry: the widgets other features show (the social home's tournament slots).
export { SocialLeaderboard } from './components/social-leaderboard';
export {
  ActiveLeaderboardWidget,
  RecentCatchesWidget,
  UpcomingTournamentsWidget,
} from './components/sidebar-widgets';
export { SpeciesIcon } from './components/species-icon';
export { speciesLabel } from './lib/format-fish';
export { useSpeciesLabel } from './lib/use-species-label';
export { RankBadge } from './components/rank-badge';
