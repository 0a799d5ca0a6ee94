import { useTranslation } from 'react-i18next';
import { Modal } from '#web/components/ui/modal';
import { PostComposer } from './post-composer';

/** The mobile bottom bar's Post: the composer in a dialog that closes once the post is out. */
export function ComposerDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('social');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('composer.dialogTitle')}
      closeLabel={t('composer.close')}
    >
      <PostComposer variant="plain" autoFocus onPosted={() => onOpenChange(false)} />
    </Modal>
  );
}
