// The social feature's public entry: a person's posts, which the app hands to the people feature's profile.
export { UserPostList } from './components/user-post-list';
export { TrendingPostsWidget } from './components/trending-posts-widget';
// The social home's tabs and columns, for the pages other features add under /getsocial (groups, events).
export { SocialTabs } from './components/social-tabs';
export { SocialColumns } from './components/social-columns';
