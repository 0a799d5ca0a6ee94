import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Trash2 } from 'lucide-react';
import { REASON_MAX_CHARS, type JudgingOverview } from '@tightlines/domain/tournaments/catch-contract';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input, Select } from '#web/components/ui/input';
import { errorMessage } from '#web/lib/error-message';
import { formatWeight } from '#web/lib/format/measure';
import { penaltyName } from '#web/components/rules/penalty-name';
import { useAddPenalty, useRemovePenalty } from './api';

/** Penalties from the event's rules against an entrant, and the ones applied (removable). */
export function PenaltiesPanel({ overview }: { overview: JudgingOverview }) {
  const { t, i18n } = useTranslation(['judging', 'errors', 'rules']);
  const add = useAddPenalty(overview.eventId);
  const remove = useRemovePenalty(overview.eventId);
  const [registrationId, setRegistrationId] = useState('');
  const [code, setCode] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const amountText = (amount: number) =>
    overview.scoringMode === 'points'
      ? t('penalties.points', { value: amount })
      : formatWeight(amount, i18n.language);

  if (overview.penaltyOptions.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('penalties.none')}</p>;

  return (
    <div className="space-y-4">
      <form
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (!registrationId || !code) {
            setError(t('penalties.pick'));
            return;
          }
          setError(undefined);
          add.mutate(
            { registrationId, code, reason },
            {
              onSuccess: () => {
                toast.success(t('penalties.added'));
                setReason('');
              },
              onError: (err) => toast.error(t('toast.failed'), { description: errorMessage(t, err) }),
            },
          );
        }}
      >
        <Field label={t('penalties.entrant')} required>
          <Select value={registrationId} onChange={(e) => setRegistrationId(e.target.value)}>
            <option value="">{t('penalties.choose')}</option>
            {overview.entrants.map((entrant) => (
              <option key={entrant.registrationId} value={entrant.registrationId}>
                {entrant.name}
                {entrant.boatName ? ` · ${entrant.boatName}` : ''}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('penalties.penalty')} required>
          <Select value={code} onChange={(e) => setCode(e.target.value)}>
            <option value="">{t('penalties.choose')}</option>
            {overview.penaltyOptions.map((option) => (
              <option key={option.code} value={option.code}>
                {penaltyName(t, option)}
              </option>
            ))}
          </Select>
        </Field>
        <div className="sm:col-span-2">
          <Field label={t('penalties.reason')}>
            <Input value={reason} maxLength={REASON_MAX_CHARS} onChange={(e) => setReason(e.target.value)} />
          </Field>
        </div>
        {error && (
          <p role="alert" className="text-sm font-medium text-danger sm:col-span-2">
            {error}
          </p>
        )}
        <div className="sm:col-span-2">
          <Button type="submit" variant="outline" busy={add.isPending}>
            {t('penalties.add')}
          </Button>
        </div>
      </form>
      {overview.penalties.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('penalties.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {overview.penalties.map((penalty) => (
            <li key={penalty.id} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0 text-sm">
                <p className="font-semibold text-deep dark:text-white">
                  {penalty.entrantName} · {penaltyName(t, penalty)}
                </p>
                <p className="text-slate-600 dark:text-slate-400">
                  −{amountText(penalty.amount)}
                  {penalty.reason ? ` · ${penalty.reason}` : ''}
                </p>
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('penalties.remove', {
                  label: penaltyName(t, penalty),
                  entrant: penalty.entrantName,
                })}
                busy={remove.isPending && remove.variables === penalty.id}
                onClick={() =>
                  remove.mutate(penalty.id, {
                    onSuccess: () => toast.success(t('penalties.removed')),
                    onError: (err) => toast.error(t('toast.failed'), { description: errorMessage(t, err) }),
                  })
                }
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
