import { BadgeCheck, MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function VerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation('admin');
  return verified ? (
    <span className="inline-flex items-center gap-1 text-sm font-medium text-green-700 dark:text-green-400">
      <BadgeCheck className="h-4 w-4" aria-hidden="true" />
      {t('users.verified')}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-sm font-medium text-amber-700 dark:text-amber-400">
      <MailWarning className="h-4 w-4" aria-hidden="true" />
      {t('users.unverified')}
    </span>
  );
}
