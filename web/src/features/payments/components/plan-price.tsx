import { useTranslation } from 'react-i18next';
import type { Plan } from '@tightlines/domain/payments/contract';
import { formatMoney } from '#web/lib/format/money';

/** "$19.00 per month". */
export function PlanPrice({ plan, className }: { plan: Plan; className?: string }) {
  const { t, i18n } = useTranslation('payments');
  const price = formatMoney(plan.priceMinor, plan.currency, i18n.language);
  return <p className={className}>{t(`plans.per.${plan.interval}`, { price })}</p>;
}
