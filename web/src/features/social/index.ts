// The social feature's public entry: a person's posts, which the app hands to the people feature's profile.
export { UserPostList } from './components/user-post-list';
export { TrendingPostsWidget } from './components/trending-posts-widget';
