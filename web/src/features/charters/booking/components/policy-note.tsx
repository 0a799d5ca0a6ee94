import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CancellationPolicy } from '@tightlines/domain/charters/contract';
import { policySteps } from '@tightlines/domain/charters/policy';
import { BASIS_POINTS } from '@tightlines/domain/payments/contract';

/** "7 days" or "24 hours" in the reader's language (Intl units, so no plural rules of our own). */
function span(hours: number, language: string): string {
  const days = hours % 24 === 0 && hours >= 48;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: days ? 'day' : 'hour',
    unitDisplay: 'long',
  }).format(days ? hours / 24 : hours);
}

/** The cancellation policy in words, from the same steps the server refunds by (policy.ts), shown before paying. */
export function PolicyNote({ policy }: { policy: CancellationPolicy }) {
  const { t, i18n } = useTranslation(['bookings', 'charter-terms']);
  return (
    <section aria-labelledby="booking-policy" className="space-y-1.5 text-sm">
      <h3 id="booking-policy" className="flex items-center gap-2 font-semibold text-deep dark:text-slate-100">
        <ShieldCheck className="h-4 w-4 text-open" aria-hidden="true" />
        {t('policy.title', { name: t(`charter-terms:policy.${policy}.name`) })}
      </h3>
      <ul className="list-disc space-y-1 ps-5 text-slate-600 dark:text-slate-300">
        {policySteps(policy).map((step) => (
          <li key={step.hours}>
            {t(step.bp >= BASIS_POINTS ? 'policy.full' : 'policy.half', {
              time: span(step.hours, i18n.language),
            })}
          </li>
        ))}
        <li>{t('policy.none')}</li>
        <li>{t('policy.captain')}</li>
      </ul>
    </section>
  );
}
