import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapPin, X } from 'lucide-react';
import {
  LocationInputSchema,
  PLACE_TYPES,
  type LocationInput,
} from '@tightlines/domain/fishing-reports/location-tags';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/components/ui/cn';
import { Input, Select } from '#web/components/ui/input';
import { Modal } from '#web/components/ui/modal';

/**
 * The composer's optional place (issue 19): a name and a type, never the spot itself (a post's place is only its
 * name, so nobody's spot is burned by a photo post). Public posts with a place count towards trending locations.
 */
export function PostPlacePicker({
  value,
  onChange,
  disabled,
}: {
  value: LocationInput | null;
  onChange: (place: LocationInput | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('fishing-reports');
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(value?.name ?? '');
  const [placeType, setPlaceType] = useState<LocationInput['placeType']>(value?.placeType ?? 'lake');
  const ids = { name: useId(), type: useId() };
  const valid = LocationInputSchema.safeParse({ name, placeType }).success;

  const save = () => {
    if (!valid) return;
    onChange({ name: name.trim(), placeType });
    setOpen(false);
  };

  return (
    <>
      <span className="inline-flex items-center">
        <button
          type="button"
          onClick={() => setOpen(true)}
          disabled={disabled}
          className={cn(
            'inline-flex h-11 max-w-56 items-center gap-2 rounded-[var(--radius-control)] px-3 text-[15px] font-semibold text-open hover:bg-shallows disabled:opacity-60 dark:text-open-400 dark:hover:bg-slate-800',
          )}
        >
          <MapPin className="h-5 w-5 shrink-0" aria-hidden="true" />
          <span className="truncate">
            {value ? t('postPlace.change', { name: value.name }) : t('postPlace.add')}
          </span>
        </button>
        {value && (
          <button
            type="button"
            onClick={() => onChange(null)}
            disabled={disabled}
            aria-label={t('postPlace.remove')}
            className="inline-flex h-11 w-11 items-center justify-center rounded-[var(--radius-control)] text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        )}
      </span>
      <Modal open={open} onOpenChange={setOpen} title={t('postPlace.title')} closeLabel={t('form.close')}>
        <div className="space-y-4 p-4 sm:p-5">
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('postPlace.hint')}</p>
          <div className="space-y-1.5">
            <label htmlFor={ids.name} className="block text-sm font-medium text-deep dark:text-slate-200">
              {t('form.place')}
            </label>
            <Input
              id={ids.name}
              value={name}
              maxLength={120}
              onChange={(event) => setName(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  save();
                }
              }}
            />
          </div>
          <div className="space-y-1.5">
            <label htmlFor={ids.type} className="block text-sm font-medium text-deep dark:text-slate-200">
              {t('form.placeType')}
            </label>
            <Select
              id={ids.type}
              value={placeType}
              onChange={(event) => setPlaceType(event.target.value as LocationInput['placeType'])}
            >
              {PLACE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`placeType.${type}`)}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex justify-end">
            <Button type="button" onClick={save} disabled={!valid}>
              {t('postPlace.done')}
            </Button>
          </div>
        </div>
      </Modal>
    </>
  );
}
