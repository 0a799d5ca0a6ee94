import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { APPEAL_MAX_CHARS } from '@tightlines/domain/moderation/contract';
import { Button } from '#web/components/ui/button';
import { Textarea } from '#web/components/ui/input';
import { Modal } from '#web/components/ui/modal';
import { ApiRequestError } from '#web/lib/api-client';
import { errorMessage } from '#web/lib/error-message';
import { useAppeal } from '#web/features/safety/api/standing';
import { TextCounter } from './text-counter';

/** Appeal one moderation decision (once): a text a moderator reads beside the decision. */
export function AppealDialog({
  actionId,
  open,
  onOpenChange,
}: {
  actionId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(['safety', 'errors']);
  const [text, setText] = useState('');
  const appeal = useAppeal(actionId);
  const id = useId();
  const length = text.trim().length;
  const invalid = length === 0 || length > APPEAL_MAX_CHARS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid || appeal.isPending) return;
    appeal.mutate(text.trim(), {
      onSuccess: () => {
        toast.success(t('appeal.sent'));
        onOpenChange(false);
      },
      onError: (error) => {
        // Already appealed: the standing now says so; nothing more to send.
        if (error instanceof ApiRequestError && error.code === 'alreadyAppealed') {
          toast.info(t('errors:alreadyAppealed'));
          onOpenChange(false);
        }
      },
    });
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !appeal.isPending && onOpenChange(next)}
      title={t('appeal.title')}
      closeLabel={t('close')}
    >
      <form onSubmit={submit} className="space-y-4 p-4" noValidate>
        <p className="text-[15px] text-slate-700 dark:text-slate-300">{t('appeal.intro')}</p>
        <div className="space-y-1.5">
          <div className="flex items-baseline justify-between gap-3">
            <label htmlFor={`${id}-text`} className="text-sm font-medium text-deep dark:text-slate-200">
              {t('appeal.label')}
            </label>
            <TextCounter length={length} max={APPEAL_MAX_CHARS} id={`${id}-count`} />
          </div>
          <Textarea
            id={`${id}-text`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={5}
            required
            invalid={length > APPEAL_MAX_CHARS}
            aria-describedby={`${id}-count`}
          />
        </div>
        {appeal.isError && (
          <p role="alert" className="text-sm font-medium text-danger dark:text-red-400">
            {errorMessage(t, appeal.error)}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={appeal.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" busy={appeal.isPending} disabled={invalid}>
            {t('appeal.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
