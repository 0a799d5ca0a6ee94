import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Home, LifeBuoy } from 'lucide-react';
import { buttonClasses } from '#web/components/ui/button';

/** Every unknown path lands here. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <section
      aria-labelledby="not-found-title"
      className="flex flex-1 items-center justify-center px-4 py-16 sm:py-24"
    >
      <div className="w-full max-w-xl text-center">
        <svg viewBox="0 0 240 120" className="mx-auto h-32 w-64" aria-hidden="true">
          <path
            d="M20 84 Q 50 70 80 84 T 140 84 T 200 84 T 260 84"
            fill="none"
            stroke="#22d3ee"
            strokeWidth="4"
            strokeLinecap="round"
            opacity="0.5"
          />
          <path
            d="M0 100 Q 30 86 60 100 T 120 100 T 180 100 T 240 100"
            fill="none"
            stroke="#0e7490"
            strokeWidth="4"
            strokeLinecap="round"
          />
          <path d="M120 8 V 60" stroke="#94a3b8" strokeWidth="2" strokeDasharray="4 4" />
          <path
            d="M120 60 v 8 a 8 8 0 1 1 -16 0"
            fill="none"
            stroke="currentColor"
            className="text-deep dark:text-slate-200"
            strokeWidth="4"
            strokeLinecap="round"
          />
          <circle cx="120" cy="8" r="6" fill="#f97316" />
        </svg>
        <p className="tabular mt-4 text-sm font-bold uppercase tracking-widest text-open dark:text-open-400">
          {t('notFound.code')}
        </p>
        <h1
          id="not-found-title"
          className="mt-2 text-3xl font-extrabold tracking-tight text-deep sm:text-4xl dark:text-white"
        >
          {t('notFound.title')}
        </h1>
        <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{t('notFound.body')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/" className={buttonClasses('primary', 'lg')}>
            <Home className="h-5 w-5" aria-hidden="true" />
            {t('notFound.home')}
          </Link>
          <Link to="/help" className={buttonClasses('outline', 'lg')}>
            <LifeBuoy className="h-5 w-5" aria-hidden="true" />
            {t('notFound.help')}
          </Link>
        </div>
      </div>
    </section>
  );
}
