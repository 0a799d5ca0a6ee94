import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Ban } from 'lucide-react';
import { useMyStanding } from '#web/features/safety/api/standing';
import { STANDING_PATH } from '#web/features/safety/lib/paths';
import { AppealButton } from './appeal-button';
import { useSuspension, useSuspensionText } from './suspension';

/**
 * Across the top of every page while the signed-in person is suspended: until when and why, and the appeal of
 * the suspension (or "Appeal sent" once made). Nothing for anyone else.
 */
export function StandingBanner() {
  const { t } = useTranslation('safety');
  const standing = useMyStanding();
  const suspension = useSuspension();
  const text = useSuspensionText(suspension);
  if (!suspension || !text) return null;
  const action = standing.data?.actions.find((record) => record.action === 'suspend');
  return (
    <div
      role="region"
      aria-label={t('banner.label')}
      className="border-b border-amber-200 bg-amber-50 text-amber-950 dark:border-amber-900 dark:bg-amber-950/60 dark:text-amber-100"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5 sm:px-6">
        <p className="flex min-w-0 flex-1 items-start gap-2 text-[15px]">
          <Ban className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          <span dir="auto" className="min-w-0 break-words">
            {text}
          </span>
        </p>
        <div className="flex items-center gap-3">
          <Link to={STANDING_PATH} className="text-sm font-semibold underline underline-offset-2">
            {t('banner.details')}
          </Link>
          {action && <AppealButton actionId={action.id} appealed={action.appealed} variant="secondary" />}
        </div>
      </div>
    </div>
  );
}
