import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ImageUp, Trash2 } from 'lucide-react';
import type { Team } from '@tightlines/domain/teams/contract';
import { Button, buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { ImagePickButton } from '#web/components/ui/image-pick-button';
import { cn } from '#web/components/ui/cn';
import { Spinner } from '#web/components/ui/spinner';
import { errorMessage } from '#web/lib/error-message';
import { useImagePick } from '#web/lib/use-image-pick';
import { useTeamLogo } from '#web/features/teams/api/teams';
import { TeamLogo } from './team-logo';

/** The settings card where the captain picks, previews, replaces or removes the team logo. */
export function TeamLogoSettings({ team }: { team: Team }) {
  const { t } = useTranslation(['teams', 'errors']);
  const { upload, remove } = useTeamLogo(team.slug);
  const hintId = useId();
  const pick = useImagePick((file, { failed, clear }) =>
    upload.mutate(file, {
      onSuccess: () => toast.success(t('settings.logo.saved')),
      onError: (failure) => {
        const message = errorMessage(t, failure);
        failed(message);
        toast.error(t('settings.logo.failed'), { description: message });
      },
      // The stored logo replaces the local preview once the team is refreshed.
      onSettled: clear,
    }),
  );
  const { preview, error, setError } = pick;
  const busy = upload.isPending || remove.isPending;

  const handleRemove = () => {
    setError(null);
    remove.mutate(undefined, {
      onSuccess: () => toast.success(t('settings.logo.removed')),
      onError: (failure) => toast.error(errorMessage(t, failure)),
    });
  };

  return (
    <Card className="p-4 sm:p-6">
      <h2 className="mb-4 text-lg font-bold text-deep dark:text-slate-100">{t('settings.logo.title')}</h2>
      <div className="flex flex-wrap items-center gap-4">
        <div className="relative">
          <TeamLogo
            name={team.name}
            src={preview ?? team.logoUrl}
            size="lg"
            alt={t('settings.logo.alt', { team: team.name })}
            className={cn(upload.isPending && 'opacity-70')}
          />
          {upload.isPending && (
            <span className="absolute inset-0 flex items-center justify-center text-white">
              <Spinner className="h-6 w-6" />
            </span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <ImagePickButton
            className={buttonClasses('outline')}
            icon={ImageUp}
            label={team.logoUrl ? t('settings.logo.change') : t('settings.logo.upload')}
            onChange={pick.handleChange}
            busy={busy}
            busyLabel={t('settings.logo.uploading')}
            describedBy={hintId}
          />
          {team.logoUrl && (
            <Button variant="ghost" busy={remove.isPending} disabled={busy} onClick={handleRemove}>
              {!remove.isPending && <Trash2 className="h-4 w-4" aria-hidden="true" />}
              {t('settings.logo.remove')}
            </Button>
          )}
        </div>
      </div>
      <p id={hintId} className="mt-3 text-sm text-slate-600 dark:text-slate-400">
        {t('settings.logo.hint')}
      </p>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-danger dark:text-red-400">
          {error}
        </p>
      )}
    </Card>
  );
}
