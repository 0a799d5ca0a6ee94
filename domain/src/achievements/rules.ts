import { ACHIEVEMENTS, type AchievementDefinition, type AchievementFacts } from './catalogue';

/** How far a person is towards one achievement: current value (capped at the target) and whether it is reached. */
export interface AchievementProgress {
  key: string;
  current: number;
  target: number;
  reached: boolean;
}

export function progressOf(definition: AchievementDefinition, facts: AchievementFacts): AchievementProgress {
  const value = Math.max(0, facts[definition.fact]);
  return {
    key: definition.key,
    current: Math.min(value, definition.target),
    target: definition.target,
    reached: value >= definition.target,
  };
}

/** The active achievements the facts reach (unlocking is the server's, idempotent: already held ones are skipped). */
export function reachedAchievements(
  facts: AchievementFacts,
  catalogue: readonly AchievementDefinition[] = ACHIEVEMENTS,
): string[] {
  return catalogue.filter((item) => item.active && progressOf(item, facts).reached).map((item) => item.key);
}

const filled = (value: string | null | undefined) => Boolean(value?.trim());

/**
 * Spec §9: completing the profile earns 5 XP. Complete means first and last name, a bio, an avatar and where the
 * angler fishes: a city or state, or their home waters.
 */
export function profileComplete(profile: {
  firstName: string | null;
  lastName: string | null;
  bio: string | null;
  avatarUrl: string | null;
  city: string | null;
  state: string | null;
  homeWaters: string | null;
}): boolean {
  return (
    filled(profile.firstName) &&
    filled(profile.lastName) &&
    filled(profile.bio) &&
    filled(profile.avatarUrl) &&
    (filled(profile.city) || filled(profile.state) || filled(profile.homeWaters))
  );
}

/** Days since the epoch (UTC) of an instant. */
export function utcDay(at: Date): number {
  return Math.floor(at.getTime() / 86_400_000);
}

/** The longest run of consecutive days among the given days (any order, repeats allowed). */
export function longestStreak(days: readonly number[]): number {
  const sorted = [...new Set(days)].sort((x, y) => x - y);
  let best = 0;
  let run = 0;
  let previous: number | undefined;
  for (const day of sorted) {
    run = previous !== undefined && day === previous + 1 ? run + 1 : 1;
    best = Math.max(best, run);
    previous = day;
  }
  return best;
}

/**
 * How many catches set a new personal best: heavier than every earlier weighed catch of the same species (the
 * first weighed fish of a species sets the mark, it does not beat one). Catches in time order.
 */
export function personalBestCount(
  catches: readonly { species: string; weightGrams: number | null; caughtAt: Date }[],
): number {
  const best = new Map<string, number>();
  let count = 0;
  for (const fish of [...catches].sort((x, y) => x.caughtAt.getTime() - y.caughtAt.getTime())) {
    if (fish.weightGrams === null || fish.weightGrams <= 0) continue;
    const mark = best.get(fish.species);
    if (mark !== undefined && fish.weightGrams > mark) count += 1;
    if (mark === undefined || fish.weightGrams > mark) best.set(fish.species, fish.weightGrams);
  }
  return count;
}

/** Counts of tournament finishes from the person's final ranks (1 = winner). */
export function finishCounts(ranks: readonly number[]): {
  tournamentFinishes: number;
  tournamentPodiums: number;
  tournamentWins: number;
} {
  const valid = ranks.filter((rank) => Number.isInteger(rank) && rank >= 1);
  return {
    tournamentFinishes: valid.length,
    tournamentPodiums: valid.filter((rank) => rank <= 3).length,
    tournamentWins: valid.filter((rank) => rank === 1).length,
  };
}

/** Level from total points: each level needs 100 more points than the one before (100, 300, 600, …). */
export function levelOf(points: number): { level: number; floor: number; next: number } {
  let level = 1;
  let floor = 0;
  let step = 100;
  while (points >= floor + step) {
    floor += step;
    level += 1;
    step += 100;
  }
  return { level, floor, next: floor + step };
}
