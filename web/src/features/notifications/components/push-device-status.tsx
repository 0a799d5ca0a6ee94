import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { BellOff, BellRing } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { useMe } from '#web/lib/session';
import { enablePush, notificationPermission, pushSupported } from '#web/lib/push/lifecycle';

/** Whether this browser takes pushes, with a way to turn them on here while the browser has not decided. */
export function PushDeviceStatus() {
  const { t } = useTranslation('notifications');
  const me = useMe();
  const userId = me.data?.user?.id;
  const [permission, setPermission] = useState(() => (pushSupported() ? notificationPermission() : null));
  const [busy, setBusy] = useState(false);

  const turnOn = async () => {
    if (!userId) return;
    setBusy(true);
    try {
      const given = await enablePush(userId);
      setPermission(given);
      if (given === 'granted') toast.success(t('pushChannel.on'));
    } catch (error) {
      console.warn('push: could not turn on', error);
      toast.error(t('pushChannel.failed'));
    } finally {
      setBusy(false);
    }
  };

  const on = permission === 'granted';
  const text =
    permission === null
      ? t('pushChannel.unsupported')
      : permission === 'denied'
        ? t('pushChannel.blocked')
        : on
          ? t('pushChannel.on')
          : t('pushChannel.off');
  const Icon = on ? BellRing : BellOff;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 rounded-[var(--radius-card)] bg-shallows px-4 py-3 dark:bg-slate-800/60">
      <Icon
        className={on ? 'h-5 w-5 shrink-0 text-open dark:text-cyan-300' : 'h-5 w-5 shrink-0 text-slate-500'}
        aria-hidden="true"
      />
      <p className="min-w-0 flex-1 text-[15px] text-deep dark:text-slate-200" role="status">
        {text}
      </p>
      {permission === 'default' && userId && (
        <Button variant="outline" size="sm" onClick={() => void turnOn()} busy={busy}>
          {busy ? t('pushChannel.turningOn') : t('pushChannel.turnOn')}
        </Button>
      )}
    </div>
  );
}
