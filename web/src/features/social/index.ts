// The social feature's public entry: a person's posts, which the app hands to the people feature's profile.
export { UserPostList } from './components/user-post-list';
export { TrendingPostsWidget } from './components/trending-posts-widget';
// Groups (issue 16): a group's feed with the composer posting into the group.
export { GroupFeed } from './components/group-feed';
// The social home's frame, for the Groups and Events tabs (/getsocial/groups, /getsocial/events).
export { SocialColumns } from './components/social-columns';
export { SocialTabs } from './components/social-tabs';
