import { useTranslation } from 'react-i18next';
import { BASIS_POINTS } from '@tightlines/domain/payments/contract';
import type { CancellationPolicy as Policy } from '@tightlines/domain/charters/contract';
import { policySteps } from '@tightlines/domain/charters/policy';

/** "2 days" or "24 hours": how long before the trip, in the reader's language. */
function before(hours: number, language: string): string {
  const days = hours % 24 === 0 && hours >= 48;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: days ? 'day' : 'hour',
    unitDisplay: 'long',
  }).format(days ? hours / 24 : hours);
}

/** The policy in words from its steps (policy.ts), then what the captain's or the weather's cancellation gives. */
export function CancellationPolicy({ policy }: { policy: Policy }) {
  const { t, i18n } = useTranslation(['charters', 'charter-terms']);
  const steps = policySteps(policy);
  const percent = (bp: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(bp / BASIS_POINTS);
  return (
    <div className="flex flex-col gap-2">
      <p className="font-semibold text-deep dark:text-white">{t(`charter-terms:policy.${policy}.name`)}</p>
      <ul className="list-disc space-y-1 ps-5 text-[15px] text-slate-700 dark:text-slate-300">
        {steps.map((step) => (
          <li key={step.hours}>
            {step.bp >= BASIS_POINTS
              ? t('policy.full', { time: before(step.hours, i18n.language) })
              : t('policy.part', { share: percent(step.bp), time: before(step.hours, i18n.language) })}
          </li>
        ))}
        <li>{t('policy.none', { time: before(steps.at(-1)?.hours ?? 24, i18n.language) })}</li>
        <li>{t('policy.captain')}</li>
      </ul>
    </div>
  );
}
