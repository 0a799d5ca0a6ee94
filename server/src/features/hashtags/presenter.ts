import type { Hashtag, TrendingHashtag } from '@tightlines/domain/social/posts';
import type { HashtagRow, TrendingHashtagRow } from './repo';

export function presentHashtag(row: HashtagRow, isFollowing: boolean): Hashtag {
  return {
    id: row.id,
    tag: row.tag,
    postCount: row.postCount,
    followersCount: row.followersCount,
    isFollowing,
  };
}

export function presentTrendingHashtag(row: TrendingHashtagRow): TrendingHashtag {
  return {
    hashtagId: row.hashtag_id,
    tag: row.tag,
    postCount: Number(row.post_count),
    engagementCount: Number(row.engagement_count),
    // Two decimals are plenty to rank by and keep the payload stable.
    score: Math.round(Number(row.score) * 100) / 100,
  };
}
