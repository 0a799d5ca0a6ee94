import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet } from '#web/components/ui/sheet';
import { NotificationPanel } from './notification-panel';

/** The bottom bar's Activity on phones: the same list as the bell, in a sheet. */
export function NotificationsSheet({
  open,
  onOpenChange,
  lead,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Shown above the list (the shell puts the way to messages here); gets a callback that closes the sheet. */
  lead?: (close: () => void) => ReactNode;
}) {
  const { t } = useTranslation('notifications');
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('panel.title')}
      closeLabel={t('panel.close')}
      side="end"
    >
      {lead?.(() => onOpenChange(false))}
      <NotificationPanel showTitle={false} onDone={() => onOpenChange(false)} />
    </Sheet>
  );
}
