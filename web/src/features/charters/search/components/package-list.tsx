import { useTranslation } from 'react-i18next';
import { Check, Clock, Users } from 'lucide-react';
import { BASIS_POINTS } from '@tightlines/domain/payments/contract';
import type { CharterPackage } from '@tightlines/domain/charters/views';
import { formatMoney } from '#web/lib/format/money';
import { formatDuration } from '#web/features/charters/search/lib/format';

/** The packages: length, price per trip or per person, the deposit's share, who fits, what is included. */
export function PackageList({
  packages,
  currency,
}: {
  packages: readonly CharterPackage[];
  currency: string;
}) {
  const { t, i18n } = useTranslation('charters');
  if (packages.length === 0)
    return <p className="text-[15px] text-slate-600 dark:text-slate-400">{t('listing.noPackages')}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {packages.map((pkg) => (
        <li key={pkg.id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="text-base font-bold text-deep dark:text-white">{pkg.name}</h3>
            <p className="text-base font-semibold text-deep tabular-nums dark:text-white">
              {t(pkg.pricingMode === 'per_person' ? 'listing.pricePerPerson' : 'listing.pricePerTrip', {
                price: formatMoney(pkg.priceMinor, currency, i18n.language),
              })}
            </p>
          </div>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            <span className="inline-flex items-center gap-1">
              <Clock className="h-4 w-4" aria-hidden="true" />
              {formatDuration(pkg.durationMinutes, i18n.language)}
            </span>
            <span className="inline-flex items-center gap-1">
              <Users className="h-4 w-4" aria-hidden="true" />
              {t('listing.upTo', { count: pkg.maxParty })}
            </span>
            <span>
              {t('listing.deposit', {
                share: new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(
                  pkg.depositBp / BASIS_POINTS,
                ),
              })}
            </span>
          </p>
          {pkg.description && (
            <p className="mt-2 text-[15px] whitespace-pre-line text-slate-700 dark:text-slate-300">
              {pkg.description}
            </p>
          )}
          {pkg.includes.length > 0 && (
            <div className="mt-2">
              <p className="text-sm font-semibold text-deep dark:text-slate-200">{t('listing.includes')}</p>
              <ul className="mt-1 grid gap-1 text-sm text-slate-700 sm:grid-cols-2 dark:text-slate-300">
                {pkg.includes.map((item) => (
                  <li key={item} className="flex items-center gap-1.5">
                    <Check className="h-4 w-4 shrink-0 text-success" aria-hidden="true" />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
