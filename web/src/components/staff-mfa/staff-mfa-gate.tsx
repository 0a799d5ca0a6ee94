import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import { MFA_REQUIRED, MFA_SETTINGS_PATH } from '@tightlines/domain/roles/staff-mfa';
import { onApiError } from '#web/lib/api-client';
import { buttonClasses } from '#web/components/ui/button';

/**
 * Wraps a staff dashboard (admin, director, moderator): once any call answers 403 `mfaRequired`, the page
 * explains why instead of showing failing lists, and leads to the MFA settings. The server decides; the
 * client cannot know whether its staff role needs a second factor (STAFF_MFA_REQUIRED, the demo's exemption).
 */
export function StaffMfaGate({ children }: { children: ReactNode }) {
  const [required, setRequired] = useState(false);
  useEffect(
    () =>
      onApiError((error) => {
        if (error.status === 403 && error.code === MFA_REQUIRED.code) setRequired(true);
      }),
    [],
  );
  return required ? <StaffMfaRequired /> : children;
}

/** Why a staff page will not open yet, and the way to fix it. */
export function StaffMfaRequired() {
  const { t } = useTranslation('staff');
  return (
    <section
      aria-labelledby="staff-mfa-title"
      className="mx-auto flex max-w-lg flex-col items-center px-4 py-14 text-center"
    >
      <span className="grid h-16 w-16 place-items-center rounded-full bg-shallows text-open dark:bg-slate-800 dark:text-open-400">
        <ShieldCheck className="h-8 w-8" aria-hidden="true" />
      </span>
      <h1
        id="staff-mfa-title"
        className="mt-6 text-2xl font-extrabold tracking-tight text-deep sm:text-3xl dark:text-white"
      >
        {t('mfaRequired.title')}
      </h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{t('mfaRequired.body')}</p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('mfaRequired.kept')}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={MFA_SETTINGS_PATH} className={buttonClasses('primary')}>
          {t('mfaRequired.action')}
        </Link>
        <Link to="/" className={buttonClasses('outline')}>
          {t('mfaRequired.home')}
        </Link>
      </div>
    </section>
  );
}
