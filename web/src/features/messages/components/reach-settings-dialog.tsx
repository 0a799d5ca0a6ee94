import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { MESSAGE_REACH, type MessageReach } from '@tightlines/domain/messages/contract';
import { cn } from '#web/components/ui/cn';
import { Modal } from '#web/components/ui/modal';
import { QueryError } from '#web/components/ui/query-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { errorMessage } from '#web/lib/error-message';
import { useMessageSettings, useUpdateMessageSettings } from '#web/features/messages/api/conversations';

/** Who may start a conversation with me: everyone, people I follow, nobody. Saved as soon as it is chosen. */
export function ReachSettings() {
  const { t } = useTranslation(['messages', 'errors']);
  const settings = useMessageSettings();
  const update = useUpdateMessageSettings();
  const name = useId();
  const hintId = useId();

  if (settings.isPending)
    return (
      <div aria-hidden="true" className="space-y-3">
        {MESSAGE_REACH.map((reach) => (
          <Skeleton key={reach} className="h-16 w-full" />
        ))}
      </div>
    );
  if (settings.isError)
    return (
      <QueryError
        compact
        error={settings.error}
        title={t('messages:settings.loadError')}
        onRetry={() => void settings.refetch()}
      />
    );

  const current = update.isPending && update.variables ? update.variables.reach : settings.data.reach;
  const choose = (reach: MessageReach) => {
    if (reach === settings.data.reach || update.isPending) return;
    update.mutate(
      { reach },
      {
        onSuccess: () => toast.success(t('messages:settings.saved')),
        onError: (error) =>
          toast.error(t('messages:settings.failed'), { description: errorMessage(t, error) }),
      },
    );
  };

  return (
    <fieldset aria-describedby={hintId} aria-busy={update.isPending || undefined}>
      <legend className="text-base font-semibold text-deep dark:text-white">
        {t('messages:settings.title')}
      </legend>
      <p id={hintId} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {t('messages:settings.description')}
      </p>
      <div className="mt-3 space-y-2">
        {MESSAGE_REACH.map((reach) => (
          <label
            key={reach}
            className={cn(
              'flex min-h-14 cursor-pointer items-start gap-3 rounded-[var(--radius-control)] border p-3 transition-colors',
              current === reach
                ? 'border-open bg-shallows dark:border-open-400 dark:bg-slate-800'
                : 'border-slate-200 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800/60',
            )}
          >
            <input
              type="radio"
              name={name}
              value={reach}
              checked={current === reach}
              onChange={() => choose(reach)}
              className="mt-1 h-4 w-4 accent-open"
            />
            <span>
              <span className="block font-semibold text-deep dark:text-white">
                {t(`messages:settings.${reach}`)}
              </span>
              <span className="block text-sm text-slate-600 dark:text-slate-400">
                {t(`messages:settings.${reach}Hint`)}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function ReachSettingsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('messages');
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('settings.open')} closeLabel={t('close')}>
      <div className="p-4 sm:p-6">{open && <ReachSettings />}</div>
    </Modal>
  );
}
