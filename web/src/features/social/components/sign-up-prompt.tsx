import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '#web/components/ui/card';

/** For visitors on the For You tab: what joining brings, and the two ways in. */
export function SignUpPrompt() {
  const { t } = useTranslation('social');
  return (
    <Card className="overflow-hidden">
      <div className="bg-gradient-to-br from-deep to-open p-5 text-white sm:p-6">
        <h2 className="text-xl font-extrabold tracking-tight sm:text-2xl">{t('visitor.title')}</h2>
        <p className="mt-2 max-w-prose text-[15px] text-cyan-50">{t('visitor.body')}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link
            to="/auth/signup"
            className="inline-flex h-11 items-center justify-center rounded-[var(--radius-control)] bg-white px-5 text-[15px] font-semibold text-deep shadow-sm transition-colors hover:bg-cyan-50"
          >
            {t('visitor.signUp')}
          </Link>
          <Link
            to={`/auth/login?redirect=${encodeURIComponent('/getsocial')}`}
            className="inline-flex h-11 items-center justify-center rounded-[var(--radius-control)] border border-white/80 px-5 text-[15px] font-semibold text-white transition-colors hover:bg-white/10"
          >
            {t('visitor.logIn')}
          </Link>
        </div>
      </div>
    </Card>
  );
}
