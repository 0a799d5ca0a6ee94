/**
 * Sorts entrants by `compare` (ties by entrant id, so the order is stable) and gives them competition ranks:
 * entrants equal under `compare` share a rank and the next rank is skipped (1, 2, 2, 4).
 */
export function rankEntrants<T extends { entrantId: string; rank: number }>(
  rows: T[],
  compare: (a: T, b: T) => number,
): T[] {
  // Code-point order of ids (UUIDs): localeCompare is slow and its order depends on the locale.
  rows.sort((a, b) => compare(a, b) || (a.entrantId < b.entrantId ? -1 : a.entrantId > b.entrantId ? 1 : 0));
  rows.forEach((row, index) => {
    const previous = rows[index - 1];
    row.rank = previous && compare(previous, row) === 0 ? previous.rank : index + 1;
  });
  return rows;
}
