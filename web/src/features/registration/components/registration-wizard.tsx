import { useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Check, Mail } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { RegistrationOptions } from '@tightlines/domain/tournaments/registration-contract';
import { Select } from '#web/components/ui/input';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { cn } from '#web/components/ui/cn';
import { Field } from '#web/components/ui/field';
import { errorMessage } from '#web/lib/error-message';
import { useOwnActionBar } from '#web/lib/own-action-bar';
import { useSaveDraft, useSubmitRegistration } from '#web/features/registration/api/registrations';
import { formatDateRange } from '#web/lib/format/dates';
import { formatMoney } from '#web/lib/format/money';
import {
  entryOf,
  eventOf,
  STEP_FIELDS,
  toDraft,
  WizardSchema,
  type WizardValues,
} from '#web/features/registration/lib/wizard-form';
import { AnglersFields, EntryFields, WaiverFields } from './entry-fields';
import { SuspendedNotice, useSuspension } from '#web/features/safety';
import { canPayOnline, payPath } from '#web/features/payments';

const STEPS = ['event', 'entry', 'anglers', 'review'] as const;

/**
 * The registration wizard: event and division, team or solo with a boat, anglers, waiver and fee. "Save and
 * finish later" stores a draft and e-mails the resume link; submitting takes a place (or says it is full).
 */
export function RegistrationWizard({
  options,
  initial,
  initialStep = 0,
  draftId: initialDraftId = null,
}: {
  options: RegistrationOptions;
  initial: WizardValues;
  initialStep?: number;
  draftId?: string | null;
}) {
  const { t, i18n } = useTranslation('registration');
  const navigate = useNavigate();
  const [step, setStep] = useState(Math.min(initialStep, STEPS.length - 1));
  const [draftId, setDraftId] = useState(initialDraftId);
  const form = useForm<WizardValues>({ resolver: zodResolver(WizardSchema), defaultValues: initial });
  const { register, control, trigger, setError, getValues, formState, handleSubmit } = form;
  const eventId = useWatch({ control, name: 'eventId' });
  const event = eventOf(options, eventId);
  const saveDraft = useSaveDraft();
  const submit = useSubmitRegistration();
  const suspended = useSuspension() !== null;
  const fee = event ? formatMoney(event.feeMinor, event.currency, i18n.language) : '';

  const validateStep = async (index: number): Promise<boolean> => {
    const ok = await trigger(STEP_FIELDS[index]);
    if (!ok) return false;
    if (index === 0) {
      if (!getValues('eventId')) {
        setError('eventId', { message: 'validation.eventRequired' });
        return false;
      }
      if (event && event.divisions.length > 0 && !getValues('divisionId')) {
        setError('divisionId', { message: 'validation.divisionRequired' });
        return false;
      }
    }
    return true;
  };

  const handleNext = async () => {
    if (await validateStep(step)) setStep((current) => Math.min(current + 1, STEPS.length - 1));
  };

  const handleSave = () => {
    if (!getValues('eventId')) {
      setError('eventId', { message: 'validation.eventRequired' });
      setStep(0);
      return;
    }
    saveDraft.mutate(
      { draft: toDraft(getValues(), step), draftId },
      {
        onSuccess: (saved) => {
          setDraftId(saved.id);
          toast.success(t('wizard.saved'));
        },
        onError: (error) => toast.error(errorMessage(t, error)),
      },
    );
  };

  const handleValid = (values: WizardValues) => {
    if (!event || suspended) return;
    submit.mutate(
      {
        eventId: values.eventId,
        divisionId: values.divisionId || null,
        draftId,
        ...entryOf(values, event.feeMinor),
      },
      {
        // Payments (issue 17): a fee to pay online goes to the pay page first.
        onSuccess: (registration) =>
          void navigate(
            canPayOnline(registration) && registration.paymentStatus !== 'paid'
              ? payPath([registration.id])
              : `/registration-success?id=${registration.id}`,
          ),
        onError: (error) => toast.error(errorMessage(t, error)),
      },
    );
  };

  const errorText = (message: string | undefined) => (message ? t(message) : undefined);

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void handleSubmit(handleValid)(e)} noValidate className="space-y-5">
        <ol className="grid grid-cols-4 gap-2" aria-label={t('wizard.progress')}>
          {STEPS.map((name, index) => (
            <li
              key={name}
              aria-current={index === step ? 'step' : undefined}
              className={cn(
                'flex flex-col items-center gap-1 text-center text-xs font-medium sm:text-sm',
                index <= step ? 'text-open dark:text-cyan-300' : 'text-slate-500 dark:text-slate-400',
              )}
            >
              <span
                className={cn(
                  'grid h-8 w-8 place-items-center rounded-full border-2 tabular-nums',
                  index < step && 'border-open bg-open text-white',
                  index === step && 'border-open',
                  index > step && 'border-slate-300 dark:border-slate-600',
                )}
              >
                {index < step ? <Check className="h-4 w-4" aria-hidden="true" /> : index + 1}
              </span>
              {t(`wizard.steps.${name}`)}
            </li>
          ))}
        </ol>

        <Card className="space-y-5 p-4 sm:p-6">
          <h2 className="text-lg font-bold text-deep dark:text-slate-100">
            {t(`wizard.steps.${STEPS[step]}`)}
          </h2>
          {step === 0 && (
            <div className="space-y-5">
              {options.events.length === 0 ? (
                <p className="text-slate-600 dark:text-slate-400">{t('wizard.noEvents')}</p>
              ) : (
                <Field
                  label={t('wizard.event')}
                  required
                  error={errorText(formState.errors.eventId?.message)}
                >
                  <Select {...register('eventId', { onChange: () => form.setValue('divisionId', '') })}>
                    <option value="">{t('wizard.chooseEvent')}</option>
                    {options.events.map((item) => (
                      <option key={item.id} value={item.id}>
                        {item.name} · {formatDateRange(item.startDate, item.endDate, i18n.language)}
                      </option>
                    ))}
                  </Select>
                </Field>
              )}
              {event && (
                <dl className="grid gap-2 text-sm sm:grid-cols-3">
                  <div>
                    <dt className="text-slate-500 dark:text-slate-400">{t('wizard.where')}</dt>
                    <dd className="font-medium text-deep dark:text-slate-100">{event.location || '—'}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-500 dark:text-slate-400">{t('wizard.fee')}</dt>
                    <dd className="font-medium tabular-nums text-deep dark:text-slate-100">{fee}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-500 dark:text-slate-400">{t('wizard.places')}</dt>
                    <dd className="font-medium tabular-nums text-deep dark:text-slate-100">
                      {event.placesLeft === null
                        ? t('wizard.noCap')
                        : t('wizard.placesLeft', { n: event.placesLeft })}
                    </dd>
                  </div>
                </dl>
              )}
              {event && event.divisions.length > 0 && (
                <Field
                  label={t('wizard.division')}
                  required
                  error={errorText(formState.errors.divisionId?.message)}
                >
                  <Select {...register('divisionId')}>
                    <option value="">{t('wizard.chooseDivision')}</option>
                    {event.divisions.map((division) => (
                      <option key={division.id} value={division.id}>
                        {division.name}
                      </option>
                    ))}
                  </Select>
                </Field>
              )}
            </div>
          )}
          {step === 1 && <EntryFields options={options} />}
          {step === 2 && <AnglersFields />}
          {step === 3 && <WaiverFields rulesText={event?.rulesText ?? ''} fee={fee} />}
        </Card>

        {step === STEPS.length - 1 && <SuspendedNotice id="registration-suspended" />}
        <WizardActionBar>
          {step > 0 && (
            <Button variant="outline" onClick={() => setStep((current) => current - 1)}>
              {t('wizard.back')}
            </Button>
          )}
          <Button
            variant="ghost"
            onClick={handleSave}
            busy={saveDraft.isPending}
            disabled={!eventId}
            className="min-w-11 px-3"
          >
            {!saveDraft.isPending && <Mail className="h-4 w-4" aria-hidden="true" />}
            {/* Phones show the envelope alone so the bar stays one row; the words stay for screen readers. */}
            <span className="max-sm:sr-only">{t('wizard.saveLater')}</span>
          </Button>
          <span className="flex-1" />
          {step < STEPS.length - 1 ? (
            <Button onClick={() => void handleNext()}>{t('wizard.next')}</Button>
          ) : (
            <Button
              type="submit"
              busy={submit.isPending}
              disabled={suspended}
              aria-describedby={suspended ? 'registration-suspended' : undefined}
            >
              {submit.isPending ? t('wizard.submitting') : t('wizard.submit')}
            </Button>
          )}
        </WizardActionBar>
      </form>
    </FormProvider>
  );
}

/**
 * The wizard's buttons: on phones one sticky row at the bottom of the screen, standing in for the bottom bar
 * (hidden meanwhile); in the flow of the page from the small-tablet width up.
 */
function WizardActionBar({ children }: { children: ReactNode }) {
  useOwnActionBar();
  return (
    <div
      data-action-bar
      className="sticky bottom-0 z-30 -mx-4 flex flex-nowrap items-center gap-2 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0 sm:pb-3 dark:border-slate-800 dark:bg-slate-950/95 sm:dark:bg-transparent"
    >
      {children}
    </div>
  );
}
