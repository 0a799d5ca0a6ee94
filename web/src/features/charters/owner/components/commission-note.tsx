import { useTranslation } from 'react-i18next';
import { BadgePercent } from 'lucide-react';
import { useCharterSettings } from '#web/features/charters/owner/api/listings';

/** "Tightlines keeps 10 % of each booking": the commission, told before anyone lists (GET /api/charters/settings). */
export function CommissionNote() {
  const { t, i18n } = useTranslation('charter-listings');
  const settings = useCharterSettings();
  if (!settings.data) return null;
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 }).format(
    settings.data.commissionBp / 10_000,
  );
  return (
    <p className="flex items-start gap-2 rounded-[var(--radius-card)] bg-shallows p-3 text-sm text-deep dark:bg-slate-800 dark:text-slate-200">
      <BadgePercent className="mt-0.5 h-4 w-4 shrink-0 text-open" aria-hidden="true" />
      <span>{t('commission', { percent })}</span>
    </p>
  );
}
