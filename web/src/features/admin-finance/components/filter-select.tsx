import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '#web/components/ui/input';

/** A labelled filter: "All" or one of `values`, each shown as `admin-finance:<prefix>.<value>`. */
export function FilterSelect<V extends string>({
  label,
  values,
  prefix,
  value,
  onChange,
}: {
  label: string;
  values: readonly V[];
  prefix: string;
  value: V | undefined;
  onChange: (value: V | undefined) => void;
}) {
  const { t } = useTranslation('admin-finance');
  const id = useId();
  return (
    <div className="min-w-36 flex-1 space-y-1 sm:flex-none">
      <label htmlFor={id} className="block text-sm font-medium text-deep dark:text-slate-200">
        {label}
      </label>
      <Select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as V | undefined)}
      >
        <option value="">{t('filters.all')}</option>
        {values.map((option) => (
          <option key={option} value={option}>
            {t(`${prefix}.${option}`)}
          </option>
        ))}
      </Select>
    </div>
  );
}
