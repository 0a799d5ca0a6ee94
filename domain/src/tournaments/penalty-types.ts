/**
 * The penalties a director picks for an event's rules. The code is what is stored and what judges apply;
 * people only ever read its translated name. A penalty of the director's own wording gets a code starting
 * with `other_`, and is read by its label.
 */
export const PENALTY_TYPES = [
  'dead_fish',
  'short_fish',
  'late_to_scale',
  'over_limit',
  'out_of_bounds',
  'illegal_tackle',
  'missing_code',
  'unsportsmanlike',
] as const;
export type PenaltyType = (typeof PENALTY_TYPES)[number];

export const isPenaltyType = (code: string): code is PenaltyType =>
  (PENALTY_TYPES as readonly string[]).includes(code);

/** A fresh code for a penalty the director words themselves, unique within the event's rules. */
export function otherPenaltyCode(taken: readonly string[]): string {
  for (let n = 1; ; n += 1) {
    const code = `other_${n}`;
    if (!taken.includes(code)) return code;
  }
}
