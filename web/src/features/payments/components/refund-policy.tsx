import { Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EventRefundPolicy } from '@tightlines/domain/payments/contract';
import { fullTime } from '#web/lib/format/time';
import { formatBasisPoints } from './quote-summary';

/** The event's refund policy in words: before paying, on the event page, beside a paid registration. */
export function RefundPolicyNote({ policy: money }: { policy: EventRefundPolicy }) {
  const { t, i18n } = useTranslation('payments');
  const until = money.refundDeadline
    ? t('policy.until', { date: fullTime(money.refundDeadline, i18n.language) })
    : t('policy.untilStart');
  const text =
    money.refundPolicy === 'none'
      ? t('policy.none')
      : money.refundPolicy === 'full'
        ? t('policy.full', { until })
        : t('policy.partial', { percent: formatBasisPoints(money.refundPercentBp, i18n.language), until });
  return (
    <p className="flex items-start gap-2 text-sm text-slate-600 dark:text-slate-400">
      <Undo2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>
        <span className="font-semibold text-deep dark:text-slate-100">{t('policy.title')}</span> {text}
      </span>
    </p>
  );
}
