import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/components/ui/cn';
import { Modal } from '#web/components/ui/modal';

/**
 * A hub form in a dialog: the fields (`children`), then Cancel and the submit button (busy while the
 * write runs). The browser's own validation is off: the forms check with the domain's schemas.
 */
export function FormDialog({
  title,
  onClose,
  onSubmit,
  submitLabel,
  busy,
  danger = false,
  className = 'space-y-4',
  children,
}: {
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  busy: boolean;
  danger?: boolean;
  /** The form's layout: a column by default, `grid gap-4 sm:grid-cols-2` for two. */
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin-finance');
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={title} closeLabel={t('actions.close')}>
      <form onSubmit={onSubmit} noValidate className={cn('p-4', className)}>
        {children}
        <div className="col-span-full flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} busy={busy}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
