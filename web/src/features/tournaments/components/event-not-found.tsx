import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SearchX } from 'lucide-react';

/** 'Event not found / The event you are looking for does not exist.' */
export function EventNotFound() {
  const { t } = useTranslation('tournaments');
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-6 py-20 text-center">
      <span className="grid h-14 w-14 place-items-center rounded-full bg-shallows text-open dark:bg-slate-800 dark:text-cyan-300">
        <SearchX className="h-7 w-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold text-deep dark:text-white">{t('event.notFoundTitle')}</h1>
      <p className="text-slate-600 dark:text-slate-300">{t('event.notFoundText')}</p>
      <Link
        to="/tournaments"
        className="inline-flex min-h-11 items-center rounded-[var(--radius-control)] bg-open px-5 font-semibold text-white hover:bg-open-600"
      >
        {t('event.browse')}
      </Link>
    </div>
  );
}
