import { CircleAlert, CircleCheck, CircleX, Clock, Hourglass, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PaymentState } from '@tightlines/domain/payments/contract';
import { cn } from '#web/components/ui/cn';

type Tone = 'good' | 'wait' | 'bad' | 'quiet';

const toneClasses: Record<Tone, string> = {
  good: 'bg-green-50 text-green-800 ring-green-600/30 dark:bg-green-950/40 dark:text-green-300',
  wait: 'bg-amber-50 text-amber-800 ring-amber-600/30 dark:bg-amber-950/40 dark:text-amber-300',
  bad: 'bg-red-50 text-red-800 ring-red-600/30 dark:bg-red-950/40 dark:text-red-300',
  quiet: 'bg-slate-100 text-slate-700 ring-slate-500/30 dark:bg-slate-800 dark:text-slate-300',
};

/** A status as a word with colour and icon (never colour alone). */
export function StatusPill({ tone, icon: Icon, label }: { tone: Tone; icon: LucideIcon; label: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-medium whitespace-nowrap ring-1 ring-inset',
        toneClasses[tone],
      )}
    >
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      {label}
    </span>
  );
}

const paymentTones: Record<PaymentState, [Tone, LucideIcon]> = {
  pending: ['wait', Clock],
  succeeded: ['good', CircleCheck],
  failed: ['bad', CircleAlert],
  expired: ['quiet', Hourglass],
  cancelled: ['quiet', CircleX],
};

export function PaymentStatePill({ status }: { status: PaymentState }) {
  const { t } = useTranslation('payments');
  const [tone, icon] = paymentTones[status];
  return <StatusPill tone={tone} icon={icon} label={t(`paymentStatus.${status}`)} />;
}
