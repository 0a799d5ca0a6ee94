import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';

const STEPS = ['pick', 'banner', 'switch', 'security', 'language', 'exit'] as const;

/** /demo/guide: how to explore Tightlines with the demo accounts. */
export function DemoGuidePage() {
  const { t } = useTranslation('demo');
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <p className="text-sm font-semibold uppercase tracking-wide text-open dark:text-open-400">
        {t('guide.eyebrow')}
      </p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">{t('guide.title')}</h1>
      <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">{t('guide.lead')}</p>
      <ol className="mt-8 space-y-4">
        {STEPS.map((step, index) => (
          <li key={step}>
            <Card className="flex gap-4 p-5">
              <span className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-open font-bold text-white tabular">
                {index + 1}
              </span>
              <div>
                <h2 className="font-bold">{t(`guide.steps.${step}.title`)}</h2>
                <p className="mt-1 text-slate-600 dark:text-slate-300">{t(`guide.steps.${step}.text`)}</p>
              </div>
            </Card>
          </li>
        ))}
      </ol>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/demo" className={buttonClasses('primary')}>
          {t('guide.start')}
        </Link>
        <Link to="/auth/signup" className={buttonClasses('outline')}>
          {t('guide.ownAccount')}
        </Link>
      </div>
    </div>
  );
}
