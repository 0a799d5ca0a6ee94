import { zonedInstant } from '@tightlines/domain/tournaments/status';

/** The wall-clock parts of an instant in a time zone. */
function partsIn(instant: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
  };
}

/**
 * "2026-06-01T06:30" typed for the event's own time zone → ISO instant. Schedules are read on the water, so
 * the director types local times there, whatever zone their laptop is in.
 */
export function zonedToIso(local: string, timeZone: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  return zonedInstant(match[1]!, Number(match[2]) * 60 + Number(match[3]), timeZone).toISOString();
}

/** ISO instant → "YYYY-MM-DDTHH:mm" on the event's clock, for a datetime-local input. */
export function isoToZoned(iso: string, timeZone: string): string {
  const p = partsIn(Date.parse(iso), timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}
