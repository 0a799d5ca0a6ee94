import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Ban, ChevronRight, Scale } from 'lucide-react';
import { Card } from '#web/components/ui/card';
import { RELATIONS_PATH, STANDING_PATH } from '#web/features/safety/lib/paths';

/** The settings' "Privacy and safety" section: the blocked and muted list, and the account's standing. */
export function SafetySettingsLinks() {
  const { t } = useTranslation('safety');
  const id = useId();
  const links = [
    { to: RELATIONS_PATH, label: t('relations.title'), icon: Ban },
    { to: STANDING_PATH, label: t('standing.title'), icon: Scale },
  ];
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={id}>
        <h2 id={id} className="text-lg font-bold text-deep dark:text-white">
          {t('settings.title')}
        </h2>
        <p className="mt-1 text-[15px] text-slate-600 dark:text-slate-400">{t('settings.description')}</p>
        <ul className="mt-3">
          {links.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex min-h-12 items-center gap-3 rounded-[var(--radius-control)] px-2 text-[15px] font-semibold text-deep transition-colors hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800"
              >
                <Icon className="h-5 w-5 text-open dark:text-open-400" aria-hidden="true" />
                <span className="flex-1">{label}</span>
                <ChevronRight className="h-4 w-4 text-slate-400 rtl:rotate-180" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
