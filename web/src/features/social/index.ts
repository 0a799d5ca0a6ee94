// The social feature's public entry: a person's posts, which the app hands to the people feature's profile.
export { UserPostList } from './components/user-post-list';
export { TrendingPostsWidget } from './components/trending-posts-widget';
// The events feature's /getsocial/events page sits in the social home's tabs and columns.
export { SocialTabs } from './components/social-tabs';
export { SocialColumns } from './components/social-columns';
