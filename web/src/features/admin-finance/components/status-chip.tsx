import { useTranslation } from 'react-i18next';
import { cn } from '#web/components/ui/cn';

export type Tone = 'good' | 'wait' | 'bad' | 'neutral' | 'info';

const tones: Record<Tone, string> = {
  good: 'bg-green-50 text-green-800 ring-green-600/30 dark:bg-green-950/40 dark:text-green-300',
  wait: 'bg-amber-50 text-amber-800 ring-amber-600/30 dark:bg-amber-950/40 dark:text-amber-300',
  bad: 'bg-red-50 text-red-800 ring-red-600/30 dark:bg-red-950/40 dark:text-red-300',
  info: 'bg-sky-50 text-sky-800 ring-sky-600/30 dark:bg-sky-950/40 dark:text-sky-300',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-500/30 dark:bg-slate-800 dark:text-slate-300',
};

/** The colour of each status word, by the kind of thing it describes. */
const TONES: Record<string, Record<string, Tone>> = {
  payment: { pending: 'wait', succeeded: 'good', failed: 'bad', expired: 'neutral', cancelled: 'neutral' },
  refund: { pending: 'wait', succeeded: 'good', failed: 'bad' },
  dispute: { needs_response: 'bad', under_review: 'wait', won: 'good', lost: 'neutral' },
  invoice: { open: 'wait', paid: 'good', void: 'neutral' },
  subscription: { incomplete: 'wait', active: 'good', past_due: 'bad', cancelled: 'neutral' },
  payout: { pending: 'wait', paid: 'good', failed: 'bad' },
  active: { true: 'good', false: 'neutral' },
};

/** A status as a translated word on its colour (`admin-finance:status.<kind>.<value>`). */
export function StatusChip({ kind, value }: { kind: keyof typeof TONES; value: string }) {
  const { t } = useTranslation('admin-finance');
  const tone = TONES[kind]?.[value] ?? 'neutral';
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium whitespace-nowrap ring-1 ring-inset',
        tones[tone],
      )}
    >
      {t(`status.${kind}.${value}`)}
    </span>
  );
}
