import type { Hashtag, TrendingHashtag } from '@tightlines/domain/social/posts';
import type { HashtagRow, TrendingHashtagRow } from './repo';

/** `postCount` is what the viewer may see: the public count plus the hidden posts open to them. */
export function presentHashtag(row: HashtagRow, view: { postCount: number; isFollowing: boolean }): Hashtag {
  const { postCount, isFollowing } = view;
  return {
    id: row.id,
    tag: row.tag,
    postCount,
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
