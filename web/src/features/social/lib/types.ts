import type { TRENDING_PERIODS } from '@tightlines/domain/social/posts';

export type TrendingPeriod = (typeof TRENDING_PERIODS)[number];
