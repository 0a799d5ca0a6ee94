import { useId, type ReactElement, type ReactNode } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ArrowLeft, RefreshCw } from 'lucide-react';
import { HANDLE_MAX_CHARS } from '@tightlines/domain/profiles/handle';
import {
  PROFILE_BIO_MAX,
  UpdateProfileSchema,
  type MyProfile,
  type UpdateProfile,
} from '@tightlines/domain/social/profiles';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { Field } from '#web/components/ui/field';
import { Input, Textarea } from '#web/components/ui/input';
import { Skeleton } from '#web/components/ui/skeleton';
import { ApiRequestError } from '#web/lib/api-client';
import { errorMessage, rateLimitMessage, translateValidation } from '#web/lib/error-message';
import { useOwnActionBar } from '#web/lib/own-action-bar';
import { useMyProfile } from '#web/features/people/api/get-profile';
import { useUpdateProfile } from '#web/features/people/api/update-profile';
import { ProfileImages } from '#web/features/people/components/image-upload';
import { MY_PROFILE_PATH } from '#web/features/people/lib/paths';
import {
  formValuesOf,
  maxLengthOf,
  type ProfileFormField,
  type ProfileFormValues,
} from '#web/features/people/lib/profile-form';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageHeader } from '#web/components/ui/page-header';
import { SafetySettingsLinks } from '#web/features/safety';

/** /profile/settings (spec 'Profile: personal info, address, social media, avatar and header upload'). */
export function ProfileSettingsPage() {
  const { t } = useTranslation(['people', 'errors']);
  const profile = useMyProfile();
  useDocumentTitle(t('settings.title'));

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 lg:py-10">
      <Link
        to={MY_PROFILE_PATH}
        className="inline-flex min-h-11 items-center gap-1.5 text-[15px] font-semibold text-open underline-offset-2 hover:underline dark:text-open-400"
      >
        <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
        {t('settings.back')}
      </Link>
      <PageHeader className="mt-2" title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <div className="mt-6">
        {profile.isPending ? (
          <div className="space-y-5" aria-busy="true" aria-label={t('settings.loading')}>
            <Skeleton className="h-44 w-full rounded-[var(--radius-card)]" />
            <Skeleton className="h-80 w-full rounded-[var(--radius-card)]" />
          </div>
        ) : profile.isError ? (
          <Card className="p-6" role="alert">
            <p className="font-semibold text-deep dark:text-white">{t('errors:profileLoadFailed')}</p>
            <p className="mt-1 text-[15px] text-slate-600 dark:text-slate-300">
              {errorMessage(t, profile.error)}
            </p>
            <Button
              variant="outline"
              className="mt-4"
              onClick={() => void profile.refetch()}
              busy={profile.isFetching}
            >
              {!profile.isFetching && <RefreshCw className="h-4 w-4" aria-hidden="true" />}
              {t('retry')}
            </Button>
          </Card>
        ) : (
          <div className="space-y-6">
            <Section title={t('settings.photos.title')}>
              <ProfileImages profile={profile.data} />
            </Section>
            <ProfileForm profile={profile.data} />
          </div>
        )}
      </div>
      <div className="mt-6">
        <SafetySettingsLinks />
      </div>
    </div>
  );
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={id}>
        <h2 id={id} className="text-lg font-bold text-deep dark:text-white">
          {title}
        </h2>
        {description && <p className="mt-1 text-[15px] text-slate-600 dark:text-slate-400">{description}</p>}
        <div className="mt-4">{children}</div>
      </section>
    </Card>
  );
}

const SOCIAL = ['instagram', 'facebook', 'twitter', 'linkedin'] as const;

function ProfileForm({ profile }: { profile: MyProfile }) {
  const { t } = useTranslation(['people', 'errors']);
  const save = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isDirty },
  } = useForm<ProfileFormValues, unknown, UpdateProfile>({
    resolver: zodResolver(UpdateProfileSchema),
    defaultValues: formValuesOf(profile),
  });
  const bioLength = (useWatch({ control, name: 'bio' }) ?? '').length;
  const bioMax = PROFILE_BIO_MAX;

  /** The contract's checks in the person's language: required, handle shape, length. */
  const fieldError = (field: ProfileFormField, error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    if (error.type === 'server') return translateValidation(t, error.message);
    if (field === 'handle') return t('settings.errors.handle');
    if (error.type === 'too_small') return t('settings.errors.required');
    if (error.type === 'too_big') return t('settings.errors.tooLong', { max: maxLengthOf(field) });
    return translateValidation(t, error.message);
  };

  const text = (
    field: ProfileFormField,
    label: string,
    options: {
      hint?: string;
      required?: boolean;
      input?: ReactElement<{ id?: string; invalid?: boolean }>;
    } = {},
  ) => (
    <Field
      key={field}
      label={label}
      hint={options.hint}
      error={fieldError(field, errors[field])}
      required={options.required}
    >
      {options.input ?? <Input maxLength={maxLengthOf(field)} {...register(field)} />}
    </Field>
  );

  const onSubmit = handleSubmit((values) =>
    save.mutateAsync(values).then(
      ({ profile: saved, completedNow }) => {
        reset(formValuesOf(saved));
        toast.success(t(completedNow ? 'settings.savedWithXp' : 'settings.saved'));
      },
      (error: unknown) => {
        // What the person typed stays; only the message changes.
        if (error instanceof ApiRequestError && error.code === 'handleTaken') {
          setError('handle', { type: 'server', message: t('errors:handleTaken') }, { shouldFocus: true });
        } else if (error instanceof ApiRequestError && error.fields) {
          for (const [field, message] of Object.entries(error.fields)) {
            if (field in UpdateProfileSchema.shape)
              setError(field as ProfileFormField, { type: 'server', message });
          }
        }
        toast.error(t('errors:profileUpdateFailed'), {
          description:
            error instanceof ApiRequestError && error.code === 'handleTaken'
              ? t('errors:handleTaken')
              : rateLimitMessage(t, error),
        });
      },
    ),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-6">
      <Section title={t('settings.personal.title')}>
        <div className="grid gap-5 sm:grid-cols-2">
          {text('firstName', t('settings.fields.firstName'), {
            required: true,
            input: (
              <Input
                autoComplete="given-name"
                maxLength={maxLengthOf('firstName')}
                {...register('firstName')}
              />
            ),
          })}
          {text('lastName', t('settings.fields.lastName'), {
            required: true,
            input: (
              <Input
                autoComplete="family-name"
                maxLength={maxLengthOf('lastName')}
                {...register('lastName')}
              />
            ),
          })}
          {text('displayName', t('settings.fields.displayName'), {
            hint: t('settings.hints.displayName'),
            input: (
              <Input
                autoComplete="nickname"
                maxLength={maxLengthOf('displayName')}
                {...register('displayName')}
              />
            ),
          })}
          {text('handle', t('settings.fields.handle'), {
            required: true,
            hint: t('settings.hints.handle'),
            input: (
              <Input
                dir="ltr"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                maxLength={HANDLE_MAX_CHARS}
                {...register('handle')}
              />
            ),
          })}
        </div>
        <div className="mt-5">
          {text('bio', t('settings.fields.bio'), {
            hint: t('settings.bioCounter', { count: bioLength, max: bioMax }),
            input: <Textarea rows={4} maxLength={bioMax} {...register('bio')} />,
          })}
        </div>
        <div className="mt-5 grid gap-5 sm:grid-cols-2">
          {text('phoneNumber', t('settings.fields.phoneNumber'), {
            input: (
              <Input
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                maxLength={maxLengthOf('phoneNumber')}
                {...register('phoneNumber')}
              />
            ),
          })}
          {text('country', t('settings.fields.country'), {
            input: (
              <Input
                autoComplete="country-name"
                maxLength={maxLengthOf('country')}
                {...register('country')}
              />
            ),
          })}
          <div className="sm:col-span-2">
            {text('homeWaters', t('settings.fields.homeWaters'), { hint: t('settings.hints.homeWaters') })}
          </div>
        </div>
      </Section>

      <Section title={t('settings.address.title')} description={t('settings.address.description')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="sm:col-span-2">
            {text('streetAddress', t('settings.fields.streetAddress'), {
              input: (
                <Input
                  autoComplete="address-line1"
                  maxLength={maxLengthOf('streetAddress')}
                  {...register('streetAddress')}
                />
              ),
            })}
          </div>
          <div className="sm:col-span-2">
            {text('addressLine2', t('settings.fields.addressLine2'), {
              input: (
                <Input
                  autoComplete="address-line2"
                  maxLength={maxLengthOf('addressLine2')}
                  {...register('addressLine2')}
                />
              ),
            })}
          </div>
          {text('city', t('settings.fields.city'), {
            input: (
              <Input autoComplete="address-level2" maxLength={maxLengthOf('city')} {...register('city')} />
            ),
          })}
          {text('state', t('settings.fields.state'), {
            input: (
              <Input autoComplete="address-level1" maxLength={maxLengthOf('state')} {...register('state')} />
            ),
          })}
          {text('zipCode', t('settings.fields.zipCode'), {
            input: (
              <Input autoComplete="postal-code" maxLength={maxLengthOf('zipCode')} {...register('zipCode')} />
            ),
          })}
        </div>
      </Section>

      <Section title={t('settings.social.title')} description={t('settings.social.description')}>
        <div className="grid gap-5 sm:grid-cols-2">
          {SOCIAL.map((field) =>
            text(field, t(`settings.fields.${field}`), {
              input: (
                <Input
                  dir="ltr"
                  placeholder="@"
                  autoComplete="off"
                  autoCapitalize="none"
                  maxLength={maxLengthOf(field)}
                  {...register(field)}
                />
              ),
            }),
          )}
        </div>
      </Section>

      <SaveBar>
        <Button type="submit" busy={save.isPending} disabled={!isDirty}>
          {save.isPending ? t('settings.saving') : t('settings.save')}
        </Button>
        <Button type="button" variant="ghost" disabled={!isDirty || save.isPending} onClick={() => reset()}>
          {t('settings.discard')}
        </Button>
        {isDirty && (
          <span className="min-w-0 truncate text-sm text-slate-600 dark:text-slate-400">
            {t('settings.unsaved')}
          </span>
        )}
      </SaveBar>
    </form>
  );
}

/**
 * Save and Discard in one sticky row at the bottom of the screen; on phones it stands in for the bottom bar
 * (hidden meanwhile), so the two never stack over the last fields.
 */
function SaveBar({ children }: { children: ReactNode }) {
  useOwnActionBar();
  return (
    <div
      data-action-bar
      className="sticky bottom-0 z-30 -mx-4 flex flex-nowrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] backdrop-blur sm:mx-0 sm:rounded-[var(--radius-card)] sm:border lg:bottom-4 lg:pb-3 dark:border-slate-800 dark:bg-slate-950/95"
    >
      {children}
    </div>
  );
}
