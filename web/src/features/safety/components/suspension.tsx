import { useTranslation } from 'react-i18next';
import { Ban } from 'lucide-react';
import { cn } from '#web/components/ui/cn';
import { useMyStanding } from '#web/features/safety/api/standing';

export interface Suspension {
  /** ISO time the suspension ends (null for a ban, which has no session; kept for completeness). */
  until: string | null;
  reason: string | null;
}

/** The signed-in person's suspension, or null when they may post (or nobody is signed in, or it is not known yet). */
export function useSuspension(): Suspension | null {
  const standing = useMyStanding();
  const data = standing.data;
  if (!data || data.status === 'active') return null;
  return { until: data.until, reason: data.reason };
}

/** "until 3 December 2026, 14:00" in the reader's language. */
export function formatUntil(until: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(until));
}

/** The sentence a suspended person reads where they would post: until when, and why. */
export function useSuspensionText(suspension: Suspension | null): string | null {
  const { t, i18n } = useTranslation('safety');
  if (!suspension) return null;
  const language = i18n.resolvedLanguage ?? 'en';
  const head = suspension.until
    ? t('suspended.until', { date: formatUntil(suspension.until, language) })
    : t('suspended.indefinite');
  return suspension.reason ? `${head} · ${suspension.reason}` : head;
}

/**
 * Shown in place of (beside the disabled controls of) a composer while the account is suspended. Renders nothing
 * otherwise, so a composer can always include it.
 */
export function SuspendedNotice({ className, id }: { className?: string; id?: string }) {
  const suspension = useSuspension();
  const text = useSuspensionText(suspension);
  if (!text) return null;
  return (
    <p
      id={id}
      role="status"
      className={cn(
        'flex items-start gap-2 rounded-[var(--radius-control)] bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200',
        className,
      )}
    >
      <Ban className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span dir="auto" className="min-w-0 break-words">
        {text}
      </span>
    </p>
  );
}
