import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Camera, Clock, LocateFixed, MapPin, MapPinOff } from 'lucide-react';
import {
  IDENTIFIER_CODE_MAX_CHARS,
  type MyCatch,
  type MyTournament,
} from '@tightlines/domain/tournaments/catch-contract';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input, Select } from '#web/components/ui/input';
import { errorMessage } from '#web/lib/error-message';
import { fullTime } from '#web/lib/format/time';
import { uploadCatch } from '#web/features/catches/api/catches';
import { isRetryable, type QueuedCatch } from '#web/features/catches/lib/offline-queue';
import { gramsFrom, mmFrom, unitSystemFor } from '#web/lib/units';
import { useGeolocation, type GeoState } from '#web/features/catches/lib/use-geolocation';
import { useSpeciesName } from '#web/lib/species-name';
import { SuspendedNotice, useSuspension } from '#web/features/safety';

interface CatchFormValues {
  species: string;
  kg: string;
  lb: string;
  oz: string;
  length: string;
  identifierCode: string;
}

interface CatchFormProps {
  event: MyTournament;
  /** Keeps the catch on the device when it cannot be sent now. */
  onQueue: (input: Pick<QueuedCatch, 'fields' | 'photo' | 'photoName'>) => Promise<unknown>;
  onUploaded: () => void;
  /** The catch this one replaces (the judges asked for a re-submission), or null. */
  replacing?: MyCatch | null;
  onCancelReplace?: () => void;
}

/**
 * The capture form, phone first: the camera opens from the photo button, the capture time is the moment the
 * photo was taken (or chosen), the position comes from the phone. Offline, or when the upload cannot reach the
 * server, the catch is kept on the device and uploads by itself later.
 */
export function CatchForm({ event, onQueue, onUploaded, replacing = null, onCancelReplace }: CatchFormProps) {
  const { t, i18n } = useTranslation(['catches', 'errors']);
  const speciesName = useSpeciesName();
  const system = unitSystemFor(i18n.language);
  const { geo, locate } = useGeolocation();
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [capturedAt, setCapturedAt] = useState<Date | null>(null);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const [measureError, setMeasureError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const suspended = useSuspension() !== null;
  const form = useForm<CatchFormValues>({
    defaultValues: {
      species: event.species[0] ?? '',
      kg: '',
      lb: '',
      oz: '',
      length: '',
      identifierCode: '',
    },
  });

  useEffect(() => {
    if (replacing) form.setValue('species', replacing.species);
  }, [replacing, form]);

  useEffect(() => {
    if (!photo) return;
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  const handlePhoto = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setPhotoError(t('errors:imageOnly'));
      return;
    }
    setPhotoError(undefined);
    setPhoto(file);
    setCapturedAt(new Date());
    if (geo.state !== 'found') locate();
  };

  const reset = () => {
    onCancelReplace?.();
    form.reset({ ...form.getValues(), kg: '', lb: '', oz: '', length: '' });
    setPhoto(null);
    setPreview(null);
    setCapturedAt(null);
  };

  const submit = form.handleSubmit(async (values) => {
    if (suspended) return;
    const weightGrams = gramsFrom(values, system);
    const lengthMm = mmFrom(values.length, system);
    setPhotoError(photo ? undefined : t('errors:catchPhotoRequired'));
    setMeasureError(weightGrams || lengthMm ? undefined : t('errors:catchMeasureRequired'));
    if (!photo || (!weightGrams && !lengthMm)) return;
    const fields: Record<string, string> = {
      clientId: crypto.randomUUID(),
      species: values.species.trim(),
      caughtAt: (capturedAt ?? new Date()).toISOString(),
      identifierCode: values.identifierCode.trim(),
      ...(weightGrams ? { weightGrams: String(weightGrams) } : {}),
      ...(lengthMm ? { lengthMm: String(lengthMm) } : {}),
      ...(geo.state === 'found' ? { latitude: String(geo.latitude), longitude: String(geo.longitude) } : {}),
      ...(replacing ? { resubmissionOf: replacing.id } : {}),
    };
    const item = { fields, photo, photoName: photo.name || 'catch.jpg' };
    setSending(true);
    try {
      if (!navigator.onLine) {
        await onQueue(item);
        toast.info(t('form.savedOffline'));
        reset();
        return;
      }
      try {
        await uploadCatch(event.eventId, fields, photo, item.photoName);
        toast.success(t('form.sent'));
        reset();
        onUploaded();
      } catch (error) {
        if (!isRetryable(error)) {
          toast.error(t('form.failed'), { description: errorMessage(t, error) });
          return;
        }
        await onQueue(item);
        toast.info(t('form.savedOffline'));
        reset();
      }
    } finally {
      setSending(false);
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5">
      {replacing && (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-2 rounded-[var(--radius-card)] bg-orange-50 p-3 text-orange-900 dark:bg-orange-950/50 dark:text-orange-100"
        >
          <p>{t('form.replacing', { species: speciesName(replacing.species) })}</p>
          <Button variant="ghost" size="sm" onClick={onCancelReplace}>
            {t('form.cancelReplace')}
          </Button>
        </div>
      )}
      <div className="space-y-2">
        <label
          htmlFor="catch-photo"
          className="flex min-h-44 cursor-pointer flex-col items-center justify-center gap-2 overflow-hidden rounded-[var(--radius-card)] border-2 border-dashed border-slate-300 bg-slate-50 text-center focus-within:ring-2 focus-within:ring-open/40 dark:border-slate-700 dark:bg-slate-900"
        >
          {preview ? (
            <img src={preview} alt={t('form.previewAlt')} className="max-h-80 w-full object-contain" />
          ) : (
            <>
              <Camera className="h-10 w-10 text-open" aria-hidden="true" />
              <span className="text-base font-semibold text-deep dark:text-white">{t('form.takePhoto')}</span>
              <span className="px-4 text-sm text-slate-600 dark:text-slate-400">{t('form.photoHint')}</span>
            </>
          )}
        </label>
        <input
          id="catch-photo"
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          aria-describedby={photoError ? 'catch-photo-error' : undefined}
          onChange={(e) => handlePhoto(e.target.files?.[0])}
        />
        {preview && <p className="text-sm text-slate-600 dark:text-slate-400">{t('form.retakeHint')}</p>}
        {photoError && (
          <p
            id="catch-photo-error"
            role="alert"
            className="text-sm font-medium text-danger dark:text-red-400"
          >
            {photoError}
          </p>
        )}
      </div>

      <Field label={t('form.species')} required>
        {event.species.length > 0 ? (
          <Select {...form.register('species', { required: true })}>
            {event.species.map((species) => (
              <option key={species} value={species}>
                {speciesName(species)}
              </option>
            ))}
          </Select>
        ) : (
          <Input {...form.register('species', { required: true })} autoComplete="off" />
        )}
      </Field>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-deep dark:text-slate-200">
          {t('form.measureLegend')}
        </legend>
        <div className="grid grid-cols-2 gap-3">
          {system === 'metric' ? (
            <Field label={t('form.weightKg')}>
              <Input {...form.register('kg')} inputMode="decimal" autoComplete="off" />
            </Field>
          ) : (
            <>
              <Field label={t('form.weightLb')}>
                <Input {...form.register('lb')} inputMode="numeric" autoComplete="off" />
              </Field>
              <Field label={t('form.weightOz')}>
                <Input {...form.register('oz')} inputMode="decimal" autoComplete="off" />
              </Field>
            </>
          )}
          <Field label={system === 'metric' ? t('form.lengthCm') : t('form.lengthIn')}>
            <Input {...form.register('length')} inputMode="decimal" autoComplete="off" />
          </Field>
        </div>
        {measureError && (
          <p role="alert" className="text-sm font-medium text-danger dark:text-red-400">
            {measureError}
          </p>
        )}
      </fieldset>

      <Field label={t('form.code')} hint={t('form.codeHint')}>
        <Input
          {...form.register('identifierCode')}
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={IDENTIFIER_CODE_MAX_CHARS}
          className="font-mono uppercase tracking-widest"
        />
      </Field>

      <div className="space-y-2 rounded-[var(--radius-card)] bg-slate-50 p-3 text-sm dark:bg-slate-900">
        <p className="flex items-center gap-2 text-slate-700 dark:text-slate-300">
          <Clock className="h-4 w-4 shrink-0" aria-hidden="true" />
          {capturedAt
            ? t('form.capturedAt', { time: fullTime(capturedAt.toISOString(), i18n.language) })
            : t('form.timeOnPhoto')}
        </p>
        <GeoLine geo={geo} onRetry={locate} />
      </div>

      <SuspendedNotice id="catch-suspended" />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        busy={sending}
        disabled={suspended}
        aria-describedby={suspended ? 'catch-suspended' : undefined}
      >
        {t('form.submit')}
      </Button>
    </form>
  );
}

function GeoLine({ geo, onRetry }: { geo: GeoState; onRetry: () => void }) {
  const { t } = useTranslation('catches');
  return (
    <div className="flex flex-wrap items-center gap-2 text-slate-700 dark:text-slate-300" aria-live="polite">
      {geo.state === 'found' ? (
        <MapPin className="h-4 w-4 shrink-0 text-success" aria-hidden="true" />
      ) : (
        <MapPinOff className="h-4 w-4 shrink-0" aria-hidden="true" />
      )}
      <span>{geo.state === 'found' ? t('geo.found', { meters: geo.accuracy }) : t(`geo.${geo.state}`)}</span>
      {geo.state !== 'found' && geo.state !== 'locating' && (
        <Button variant="ghost" size="sm" onClick={onRetry}>
          <LocateFixed className="h-4 w-4" aria-hidden="true" />
          {t('geo.retry')}
        </Button>
      )}
      <span className="basis-full text-sm text-slate-500 dark:text-slate-400">{t('geo.private')}</span>
    </div>
  );
}
