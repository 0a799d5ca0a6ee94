import type { TFunction } from 'i18next';
import { isPenaltyType } from '@tightlines/domain/tournaments/penalty-types';
import { formatWeight } from '#web/lib/format/measure';

/** A penalty as people read it: its type's name in their language, or the director's own wording. Never the code. */
export function penaltyName(t: TFunction, penalty: { code: string; label: string }): string {
  return isPenaltyType(penalty.code) ? t(`rules:penalties.types.${penalty.code}`) : penalty.label;
}

/** The director's wording when it says more than the name ("Dead fish (8 oz)" under "Dead fish"). */
export function penaltyDetail(t: TFunction, penalty: { code: string; label: string }): string | null {
  const name = penaltyName(t, penalty);
  const label = penalty.label.trim();
  return label && label.toLowerCase() !== name.toLowerCase() ? label : null;
}

/** What a penalty costs, in the reader's units: "−0.50 lb", "−5 points", or both. */
export function penaltyCost(
  t: TFunction,
  penalty: { grams?: number; points?: number },
  language: string,
): string | null {
  const parts = [
    penalty.grams ? `−${formatWeight(penalty.grams, language)}` : null,
    penalty.points ? t('rules:penalties.pointsOff', { points: penalty.points }) : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}
