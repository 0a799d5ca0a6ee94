import type { TFunction } from 'i18next';

/** Minutes as "45 min", "2 h 15 min" or "3 d 4 h", in the active language's words. */
export function formatMinutes(t: TFunction, totalMinutes: number, language: string): string {
  const n = (value: number) => new Intl.NumberFormat(language).format(value);
  const minutes = Math.max(0, Math.round(totalMinutes));
  if (minutes < 60) return t('moderation:duration.minutes', { minutes: n(minutes) });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    const rest = minutes % 60;
    return rest === 0
      ? t('moderation:duration.hours', { hours: n(hours) })
      : t('moderation:duration.hoursMinutes', { hours: n(hours), minutes: n(rest) });
  }
  const days = Math.floor(hours / 24);
  const restHours = hours % 24;
  return restHours === 0
    ? t('moderation:duration.days', { days: n(days) })
    : t('moderation:duration.daysHours', { days: n(days), hours: n(restHours) });
}
