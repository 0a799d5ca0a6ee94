export const SEVERITY_LEVELS = ['critical', 'high', 'medium', 'low'] as const;
export type SeverityLevel = (typeof SEVERITY_LEVELS)[number];

/**
 * The queue's severity number (the highest REASON_SEVERITY of an item's open reports: 5 violence and hate …
 * 1 other) as the word a moderator scans for.
 */
export function severityLevel(severity: number): SeverityLevel {
  if (severity >= 5) return 'critical';
  if (severity >= 4) return 'high';
  if (severity >= 3) return 'medium';
  return 'low';
}
