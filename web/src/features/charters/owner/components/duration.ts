import { useTranslation } from 'react-i18next';

/** A package's length in the reader's language: "4 hours", "3 days", "1 day, 4 hours" (Intl units). */
export function useDuration() {
  const { i18n } = useTranslation();
  return (minutes: number) => {
    const unit = (value: number, name: 'day' | 'hour' | 'minute') =>
      new Intl.NumberFormat(i18n.language, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
    const days = Math.floor(minutes / 1_440);
    const hours = Math.floor((minutes % 1_440) / 60);
    const rest = minutes % 60;
    const parts = [
      ...(days ? [unit(days, 'day')] : []),
      ...(hours ? [unit(hours, 'hour')] : []),
      ...(rest ? [unit(rest, 'minute')] : []),
    ];
    return new Intl.ListFormat(i18n.language, { style: 'narrow', type: 'unit' }).format(parts);
  };
}
