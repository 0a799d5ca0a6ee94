import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  BOAT_DETAIL_MAX,
  BOAT_NAME_MAX,
  BOAT_REGISTRATION_MAX,
  type Boat,
} from '@tightlines/domain/teams/contract';
import { Select } from '#web/components/ui/input';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { formatBoatLength } from '#web/lib/format/measure';
import { LengthInput } from '#web/components/forms/measure-inputs';
import { errorMessage, translateValidation } from '#web/lib/error-message';
import { useSaveBoat } from '#web/features/teams/api/teams';

interface BoatValues {
  name: string;
  teamId: string;
  make: string;
  model: string;
  /** Centimetres, typed in feet or metres. */
  lengthCm: number | null;
  registrationNumber: string;
}

/** Add a boat, or edit mine; a boat may belong to one of my teams. */
export function BoatForm({
  boat,
  teams,
  onSaved,
}: {
  boat?: Boat;
  teams: { id: string; name: string }[];
  onSaved?: (boat: Boat) => void;
}) {
  const { t, i18n } = useTranslation('teams');
  const save = useSaveBoat(boat?.id ?? null);
  const { register, control, handleSubmit, reset, formState } = useForm<BoatValues>({
    defaultValues: {
      name: boat?.name ?? '',
      teamId: boat?.team?.id ?? '',
      make: boat?.make ?? '',
      model: boat?.model ?? '',
      lengthCm: boat?.lengthCm ?? null,
      registrationNumber: boat?.registrationNumber ?? '',
    },
  });

  const handleValid = (values: BoatValues) =>
    save.mutate(
      {
        name: values.name,
        teamId: values.teamId || null,
        make: values.make,
        model: values.model,
        lengthCm: values.lengthCm,
        registrationNumber: values.registrationNumber,
      },
      {
        onSuccess: (saved) => {
          toast.success(t('boats.saved'));
          if (!boat) reset();
          onSaved?.(saved);
        },
        onError: (error) => toast.error(errorMessage(t, error)),
      },
    );

  return (
    <form
      onSubmit={(e) => void handleSubmit(handleValid)(e)}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
    >
      <Field label={t('boats.name')} required error={translateValidation(t, formState.errors.name?.message)}>
        <Input
          maxLength={BOAT_NAME_MAX}
          {...register('name', { validate: (v) => v.trim().length > 0 || 'Please enter a boat name.' })}
        />
      </Field>
      <Field label={t('boats.team')}>
        <Select {...register('teamId')}>
          <option value="">{t('boats.noTeam')}</option>
          {teams.map((team) => (
            <option key={team.id} value={team.id}>
              {team.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('boats.make')}>
        <Input maxLength={BOAT_DETAIL_MAX} {...register('make')} />
      </Field>
      <Field label={t('boats.model')}>
        <Input maxLength={BOAT_DETAIL_MAX} {...register('model')} />
      </Field>
      <Controller
        control={control}
        name="lengthCm"
        rules={{
          validate: (cm) => cm === null || (Number.isFinite(cm) && cm >= 100 && cm <= 10_000) || 'boatLength',
        }}
        render={({ field, fieldState }) => (
          <Field
            label={t('boats.length')}
            error={
              fieldState.error
                ? t('boatLength.invalid', {
                    min: formatBoatLength(100, i18n.language),
                    max: formatBoatLength(10_000, i18n.language),
                  })
                : undefined
            }
          >
            <LengthInput
              scale="boat"
              value={field.value}
              onValue={(cm) => field.onChange(cm ?? null)}
              onBlur={field.onBlur}
            />
          </Field>
        )}
      />
      <Field label={t('boats.registrationNumber')}>
        <Input maxLength={BOAT_REGISTRATION_MAX} {...register('registrationNumber')} />
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" busy={save.isPending}>
          {boat ? t('boats.saveChanges') : t('boats.add')}
        </Button>
      </div>
    </form>
  );
}
