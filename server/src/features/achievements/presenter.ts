import {
  ACHIEVEMENT_CATEGORIES,
  ACHIEVEMENT_ICONS,
  ACHIEVEMENT_TIERS,
} from '@tightlines/domain/achievements/catalogue';
import type { Achievement } from '@tightlines/domain/achievements/contract';
import type { AchievementRow } from './repo';

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** Allow-list of an achievement row (spec §3 fields). */
export function presentAchievement(row: AchievementRow): Achievement {
  return {
    key: row.key,
    category: oneOf(ACHIEVEMENT_CATEGORIES, row.category, 'social'),
    name: row.name,
    description: row.description,
    icon: oneOf(ACHIEVEMENT_ICONS, row.icon, 'award'),
    points: row.points,
    tier: oneOf(ACHIEVEMENT_TIERS, row.tier, 'bronze'),
  };
}
