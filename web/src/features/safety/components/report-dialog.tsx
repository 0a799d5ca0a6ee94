import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  REPORT_NOTE_MAX_CHARS,
  type ReportReason,
  type ReportTargetType,
} from '@tightlines/domain/moderation/contract';
import { Button } from '#web/components/ui/button';
import { Textarea } from '#web/components/ui/input';
import { Modal } from '#web/components/ui/modal';
import { errorMessage } from '#web/lib/error-message';
import { useCreateReport } from '#web/features/safety/api/reports';
import { REASONS_IN_ORDER } from '#web/features/safety/lib/reasons';
import { TextCounter } from './text-counter';

export interface ReportDialogProps {
  targetType: ReportTargetType;
  targetId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Report something: one reason (each with a line saying what it covers) and an optional note. */
export function ReportDialog({ targetType, targetId, open, onOpenChange }: ReportDialogProps) {
  const { t } = useTranslation(['safety', 'errors']);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const report = useCreateReport();
  const id = useId();
  const tooLong = note.trim().length > REPORT_NOTE_MAX_CHARS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissingReason(true);
      return;
    }
    if (tooLong) return;
    const trimmed = note.trim();
    report.mutate(
      { targetType, targetId, reason, ...(trimmed ? { note: trimmed } : {}) },
      {
        onSuccess: () => {
          toast.success(t('report.sent'));
          onOpenChange(false);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !report.isPending && onOpenChange(next)}
      title={t(`report.title.${targetType}`)}
      closeLabel={t('close')}
    >
      <form onSubmit={submit} className="space-y-4 p-4" noValidate>
        <fieldset aria-describedby={missingReason ? `${id}-reason-error` : undefined}>
          <legend className="text-[15px] font-semibold text-deep dark:text-white">
            {t('report.reasonLegend')}
          </legend>
          <div className="mt-2 space-y-1">
            {REASONS_IN_ORDER.map((value) => (
              <label
                key={value}
                className="flex cursor-pointer items-start gap-3 rounded-[var(--radius-control)] px-2 py-2 hover:bg-slate-50 has-[:checked]:bg-shallows dark:hover:bg-slate-800 dark:has-[:checked]:bg-slate-800"
              >
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    setMissingReason(false);
                  }}
                  aria-labelledby={`${id}-${value}-name`}
                  aria-describedby={`${id}-${value}-hint`}
                  className="mt-1 h-4 w-4 shrink-0 accent-open"
                />
                <span className="min-w-0">
                  <span
                    id={`${id}-${value}-name`}
                    className="block text-[15px] font-medium text-deep dark:text-slate-100"
                  >
                    {t(`reasons.${value}.name`)}
                  </span>
                  <span
                    id={`${id}-${value}-hint`}
                    className="block text-sm text-slate-600 dark:text-slate-400"
                  >
                    {t(`reasons.${value}.hint`)}
                  </span>
                </span>
              </label>
            ))}
          </div>
          {missingReason && (
            <p
              id={`${id}-reason-error`}
              role="alert"
              className="mt-2 text-sm font-medium text-danger dark:text-red-400"
            >
              {t('report.chooseReason')}
            </p>
          )}
        </fieldset>
        <div className="space-y-1.5">
          <div className="flex items-baseline justify-between gap-3">
            <label htmlFor={`${id}-note`} className="text-sm font-medium text-deep dark:text-slate-200">
              {t('report.noteLabel')}
            </label>
            <TextCounter length={note.trim().length} max={REPORT_NOTE_MAX_CHARS} id={`${id}-count`} />
          </div>
          <Textarea
            id={`${id}-note`}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            rows={3}
            invalid={tooLong}
            aria-describedby={`${id}-count`}
            placeholder={t('report.notePlaceholder')}
          />
        </div>
        {report.isError && (
          <p role="alert" className="text-sm font-medium text-danger dark:text-red-400">
            {errorMessage(t, report.error)}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={report.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" busy={report.isPending} disabled={tooLong}>
            {t('report.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
