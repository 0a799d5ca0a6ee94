import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACTIONS_NEEDING_REASON,
  MODERATION_REASON_MAX_CHARS,
  SUSPENSION_MAX_DAYS,
  type ModerationAction,
  type TakeAction,
} from '@tightlines/domain/moderation/contract';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/components/ui/cn';
import { Field } from '#web/components/ui/field';
import { Input, Textarea } from '#web/components/ui/input';
import { Modal } from '#web/components/ui/modal';

export const DURATION_PRESETS = [1, 3, 7, 30] as const;
const DESTRUCTIVE: readonly ModerationAction[] = ['delete', 'ban', 'suspend'];

export function needsReason(action: ModerationAction): boolean {
  return (ACTIONS_NEEDING_REASON as readonly string[]).includes(action);
}

/**
 * Asks what the person will read (the reason, required where the contract says so) and, for a suspension, how
 * many days; `onConfirm` gets the request body. What was typed stays if the request fails.
 */
export function ActionDialog({
  action,
  busy,
  error,
  onClose,
  onConfirm,
}: {
  action: ModerationAction | null;
  busy: boolean;
  /** Why the last attempt failed (another moderator claimed it, it was resolved meanwhile …). */
  error?: string;
  onClose: () => void;
  onConfirm: (body: TakeAction) => void;
}) {
  const { t } = useTranslation('moderation');
  return (
    <Modal
      open={action !== null}
      onOpenChange={(open) => !open && !busy && onClose()}
      title={action ? t(`dialog.title.${action}`) : ''}
      closeLabel={t('dialog.cancel')}
    >
      {action && (
        <ActionForm
          key={action}
          action={action}
          busy={busy}
          error={error}
          onClose={onClose}
          onConfirm={onConfirm}
        />
      )}
    </Modal>
  );
}

function ActionForm({
  action,
  busy,
  error,
  onClose,
  onConfirm,
}: {
  action: ModerationAction;
  busy: boolean;
  /** Why the last attempt failed (another moderator claimed it, it was resolved meanwhile …). */
  error?: string;
  onClose: () => void;
  onConfirm: (body: TakeAction) => void;
}) {
  const { t } = useTranslation('moderation');
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('7');
  const [errors, setErrors] = useState<{ reason?: string; days?: string }>({});
  const required = needsReason(action);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    const text = reason.trim();
    if (required && !text) next.reason = t('dialog.reasonRequired');
    const durationDays = Number(days);
    if (
      action === 'suspend' &&
      (!Number.isInteger(durationDays) || durationDays < 1 || durationDays > SUSPENSION_MAX_DAYS)
    )
      next.days = t('dialog.daysInvalid', { max: SUSPENSION_MAX_DAYS });
    setErrors(next);
    if (next.reason || next.days) return;
    onConfirm({
      action,
      ...(text ? { reason: text } : {}),
      ...(action === 'suspend' ? { durationDays } : {}),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5 p-4 sm:p-5">
      <p className="text-[15px] text-slate-600 dark:text-slate-300">{t(`dialog.intro.${action}`)}</p>
      {action === 'suspend' && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-deep dark:text-slate-200">
            {t('dialog.duration')}
          </legend>
          <div className="flex flex-wrap gap-2">
            {DURATION_PRESETS.map((preset) => (
              <button
                key={preset}
                type="button"
                aria-pressed={days === String(preset)}
                onClick={() => setDays(String(preset))}
                className={cn(
                  'h-11 min-w-16 rounded-[var(--radius-control)] border px-3 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-open',
                  days === String(preset)
                    ? 'border-open bg-shallows text-deep dark:border-open-400 dark:bg-slate-800 dark:text-white'
                    : 'border-slate-300 text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800',
                )}
              >
                {t('dialog.days', { count: preset })}
              </button>
            ))}
          </div>
          <Field
            label={t('dialog.customDays')}
            hint={t('dialog.daysHint', { max: SUSPENSION_MAX_DAYS })}
            error={errors.days}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={SUSPENSION_MAX_DAYS}
              value={days}
              onChange={(event) => setDays(event.target.value)}
              className="max-w-32 tabular"
            />
          </Field>
        </fieldset>
      )}
      <Field
        label={t('dialog.reason')}
        required={required}
        hint={required ? t('dialog.reasonHint') : t('dialog.reasonOptional')}
        error={errors.reason}
      >
        <Textarea
          value={reason}
          maxLength={MODERATION_REASON_MAX_CHARS}
          onChange={(event) => setReason(event.target.value)}
          placeholder={t('dialog.reasonPlaceholder')}
        />
      </Field>
      {error && !busy && (
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:bg-red-950/50 dark:text-red-200"
        >
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose} disabled={busy}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" variant={DESTRUCTIVE.includes(action) ? 'danger' : 'primary'} busy={busy}>
          {t(`dialog.confirm.${action}`)}
        </Button>
      </div>
    </form>
  );
}
