import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '#web/components/ui/button';

const AppealDialog = lazy(() => import('./appeal-dialog').then((m) => ({ default: m.AppealDialog })));

/** "Appeal" for a decision not yet appealed; "Appeal sent" once it has been. */
export function AppealButton({
  actionId,
  appealed,
  size = 'sm',
  variant = 'outline',
}: {
  actionId: string;
  appealed: boolean;
  size?: 'sm' | 'md';
  variant?: 'outline' | 'secondary';
}) {
  const { t } = useTranslation('safety');
  const [open, setOpen] = useState(false);
  if (appealed)
    return (
      <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-green-800 dark:text-green-300">
        <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
        {t('appeal.sentState')}
      </span>
    );
  return (
    <>
      <Button variant={variant} size={size} onClick={() => setOpen(true)}>
        {t('appeal.action')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AppealDialog actionId={actionId} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
