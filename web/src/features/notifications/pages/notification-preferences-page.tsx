import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { RefreshCw } from 'lucide-react';
import type { NotificationPreferences } from '@tightlines/domain/notifications/contract';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { Skeleton } from '#web/components/ui/skeleton';
import { errorMessage } from '#web/lib/error-message';
import { useOwnActionBar } from '#web/lib/own-action-bar';
import { usePreferences, useSavePreferences } from '#web/features/notifications/api/preferences';
import { PreferenceSwitch } from '#web/features/notifications/components/preference-switch';
import { PushDeviceStatus } from '#web/features/notifications/components/push-device-status';
import { PageHeader } from '#web/components/ui/page-header';

type Items = NotificationPreferences['items'];
type Channel = 'inApp' | 'email' | 'push';

/** /notification-preferences: each type on or off, in the app, by e-mail and as a push to the person's devices. */
export function NotificationPreferencesPage() {
  const { t } = useTranslation('notifications');
  const preferences = usePreferences();

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <PageHeader title={t('preferences.title')} subtitle={t('preferences.subtitle')} />
      <div className="mt-8">
        {preferences.isPending ? (
          <Card className="space-y-4 p-5" aria-busy="true" aria-label={t('preferences.loading')}>
            {[0, 1, 2, 3].map((row) => (
              <div key={row} className="flex items-center gap-4">
                <span className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-1/3" />
                  <Skeleton className="h-3.5 w-2/3" />
                </span>
                <Skeleton className="h-7 w-12 rounded-full" />
                <Skeleton className="h-7 w-12 rounded-full" />
                <Skeleton className="h-7 w-12 rounded-full" />
              </div>
            ))}
          </Card>
        ) : preferences.isError ? (
          <Card className="p-6" role="alert">
            <p className="font-semibold text-deep dark:text-white">{t('preferences.loadFailed')}</p>
            <p className="mt-1 text-[15px] text-slate-600 dark:text-slate-300">
              {errorMessage(t, preferences.error)}
            </p>
            <Button
              variant="outline"
              className="mt-4"
              onClick={() => void preferences.refetch()}
              busy={preferences.isFetching}
            >
              {!preferences.isFetching && <RefreshCw className="h-4 w-4" aria-hidden="true" />}
              {t('preferences.retry')}
            </Button>
          </Card>
        ) : (
          <PreferencesForm saved={preferences.data.items} />
        )}
      </div>
    </div>
  );
}

function PreferencesForm({ saved }: { saved: Items }) {
  const { t } = useTranslation('notifications');
  const save = useSavePreferences();
  const [draft, setDraft] = useState<Items>(saved);
  const dirty = draft.some(
    (item, index) =>
      item.inApp !== saved[index]?.inApp ||
      item.email !== saved[index]?.email ||
      item.push !== saved[index]?.push,
  );

  const toggle = (type: Items[number]['type'], channel: Channel, on: boolean) =>
    setDraft((items) => items.map((item) => (item.type === type ? { ...item, [channel]: on } : item)));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft, {
      onSuccess: (result) => {
        setDraft(result.items);
        toast.success(t('preferences.saved'));
      },
      onError: (error) => toast.error(errorMessage(t, error)),
    });
  };

  const channels: { key: Channel; label: string }[] = [
    { key: 'inApp', label: t('preferences.inApp') },
    { key: 'email', label: t('preferences.email') },
    { key: 'push', label: t('pushChannel.column') },
  ];

  return (
    <form onSubmit={handleSubmit}>
      <Card className="overflow-hidden">
        <table className="w-full border-collapse text-start">
          <caption className="sr-only">{t('preferences.caption')}</caption>
          <thead className="bg-slate-50 dark:bg-slate-800/60">
            <tr>
              <th
                scope="col"
                className="px-4 py-3 text-start text-sm font-semibold text-slate-600 sm:px-5 dark:text-slate-300"
              >
                {t('preferences.typeColumn')}
              </th>
              {channels.map((channel) => (
                <th
                  key={channel.key}
                  scope="col"
                  className="w-15 px-0.5 py-3 text-center text-sm font-semibold text-slate-600 sm:w-24 sm:px-1 dark:text-slate-300"
                >
                  {channel.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {draft.map((item) => (
              <tr key={item.type} className="border-t border-slate-200 dark:border-slate-800">
                <th scope="row" className="px-4 py-3 text-start font-normal sm:px-5">
                  <span className="block font-semibold text-deep dark:text-white">
                    {t(`preferences.types.${item.type}.label`)}
                  </span>
                  <span className="mt-0.5 block text-sm text-slate-600 dark:text-slate-400">
                    {t(`preferences.types.${item.type}.description`)}
                  </span>
                </th>
                {channels.map((channel) => (
                  <td key={channel.key} className="px-0.5 py-2 text-center sm:px-1">
                    <PreferenceSwitch
                      checked={item[channel.key]}
                      onCheckedChange={(on) => toggle(item.type, channel.key, on)}
                      disabled={save.isPending}
                      label={t('preferences.switchLabel', {
                        channel: channel.label,
                        type: t(`preferences.types.${item.type}.label`),
                      })}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{t('preferences.emailNote')}</p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('pushChannel.note')}</p>
      <PushDeviceStatus />
      <SaveBar>
        <Button type="submit" busy={save.isPending} disabled={!dirty}>
          {save.isPending ? t('preferences.saving') : t('preferences.save')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          disabled={!dirty || save.isPending}
          onClick={() => setDraft(saved)}
        >
          {t('preferences.discard')}
        </Button>
        {dirty && (
          <span className="text-sm text-slate-600 dark:text-slate-400">{t('preferences.unsaved')}</span>
        )}
      </SaveBar>
    </form>
  );
}

/**
 * Save and discard: on phones the bar stands in for the bottom bar (hidden meanwhile) at the very bottom of the
 * screen, so the two bars do not stack over the last rows; from the large width up it sits at the page's foot.
 */
function SaveBar({ children }: { children: ReactNode }) {
  useOwnActionBar();
  return (
    <div
      data-action-bar
      className="sticky bottom-0 z-30 -mx-4 mt-6 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] backdrop-blur sm:mx-0 sm:px-0 lg:pb-3 dark:border-slate-800 dark:bg-slate-950/95"
    >
      {children}
    </div>
  );
}
