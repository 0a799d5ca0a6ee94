import { useTranslation } from 'react-i18next';
import { AlertDialog } from 'radix-ui';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button';
import { useDeletePost } from '#web/features/social/api/update-post';
import { reasonOf } from '#web/features/social/lib/post-error';
import '#web/components/ui/modal.css';

interface DeletePostDialogProps {
  postId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}

/** Asks before deleting a post (Radix AlertDialog: Cancel has focus, Escape cancels). */
export function DeletePostDialog({ postId, open, onOpenChange, onDeleted }: DeletePostDialogProps) {
  const { t } = useTranslation(['social', 'errors']);
  const remove = useDeletePost(postId);

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('post.deleted'));
        onOpenChange(false);
        onDeleted?.();
      },
      onError: (error) => toast.error(t('post.deleteFailed'), { description: reasonOf(t, error) }),
    });

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !remove.isPending && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="social-modal-overlay fixed inset-0 z-50 bg-deep-900/60 backdrop-blur-[2px]" />
        <AlertDialog.Content className="social-modal-content fixed start-1/2 top-1/2 z-50 w-[min(26rem,calc(100vw-2rem))] -translate-y-1/2 rounded-[var(--radius-card)] bg-white p-5 shadow-2xl ltr:-translate-x-1/2 rtl:translate-x-1/2 dark:bg-slate-900">
          <AlertDialog.Title className="text-lg font-bold text-deep dark:text-white">
            {t('post.deleteTitle')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-[15px] text-slate-600 dark:text-slate-300">
            {t('post.deleteDescription')}
          </AlertDialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={remove.isPending}>
                {t('post.cancel')}
              </Button>
            </AlertDialog.Cancel>
            <Button variant="danger" busy={remove.isPending} onClick={confirm}>
              {t('post.delete')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
