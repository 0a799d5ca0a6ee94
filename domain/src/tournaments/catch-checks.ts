/**
 * Pure checks the judges' flags come from: was the fish caught during fishing hours, inside the boundary, and is
 * its photo a copy of another one. Dates are the event's calendar dates in its own time zone.
 */
import { todayIn, type CalendarDate } from './status';

type LatLng = readonly [lat: number, lng: number];

/** tournament_events.boundary: a circle or a polygon of [lat, lng] points. */
export type Boundary = { center: LatLng; radiusKm: number } | { polygon: readonly LatLng[] };

const EARTH_RADIUS_KM = 6371.0088;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b[0] - a[0]);
  const dLng = rad(b[1] - a[1]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Ray casting on the plane of lat/lng: fine for a lake or a bay, which is what a fishing boundary is. */
function insidePolygon(point: LatLng, polygon: readonly LatLng[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [yi, xi] = polygon[i]!;
    const [yj, xj] = polygon[j]!;
    if (yi > point[0] !== yj > point[0] && point[1] < ((xj - xi) * (point[0] - yi)) / (yj - yi) + xi)
      inside = !inside;
  }
  return inside;
}

/** A boundary as stored (unknown json) or null when it is not one of the two shapes. */
export function parseBoundary(value: unknown): Boundary | null {
  if (!value || typeof value !== 'object') return null;
  const isPoint = (p: unknown): p is LatLng =>
    Array.isArray(p) && p.length === 2 && p.every((n) => typeof n === 'number' && Number.isFinite(n));
  const record = value as Record<string, unknown>;
  if (isPoint(record.center) && typeof record.radiusKm === 'number' && record.radiusKm > 0)
    return { center: record.center, radiusKm: record.radiusKm };
  if (Array.isArray(record.polygon) && record.polygon.length >= 3 && record.polygon.every(isPoint))
    return { polygon: record.polygon };
  return null;
}

/** True inside the boundary (or on its circle's edge). */
export function withinBoundary(point: LatLng, boundary: Boundary): boolean {
  if ('center' in boundary) return haversineKm(point, boundary.center) <= boundary.radiusKm;
  return insidePolygon(point, boundary.polygon);
}

/** The schedule lines that bound fishing on a day: lines in and lines out, as ISO instants. */
export interface FishingLine {
  kind: 'lines_in' | 'lines_out';
  startsAt: string;
}

/**
 * A catch is within hours when its date where the event is held is one of the event's days and, when the
 * schedule has lines in / lines out on that day, it falls between them.
 */
export function withinEventHours(
  caughtAt: Date,
  event: { startDate: CalendarDate; endDate: CalendarDate; timeZone: string },
  lines: readonly FishingLine[] = [],
): boolean {
  const day = todayIn(event.timeZone, caughtAt);
  if (day < event.startDate || day > event.endDate) return false;
  const sameDay = lines.filter((line) => todayIn(event.timeZone, new Date(line.startsAt)) === day);
  const at = caughtAt.getTime();
  for (const line of sameDay) {
    const t = Date.parse(line.startsAt);
    if (line.kind === 'lines_in' && at < t) return false;
    if (line.kind === 'lines_out' && at > t) return false;
  }
  return true;
}

/** The day after a calendar date (`YYYY-MM-DD`). */
function nextDay(date: CalendarDate): CalendarDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/**
 * Catches are taken from the first day through the last, plus the day after the last so a catch queued offline
 * on the water still uploads once the boat is back in range (its capture time must still be in the event).
 */
export function acceptingCatches(
  event: { startDate: CalendarDate; endDate: CalendarDate; timeZone: string },
  now: Date = new Date(),
): boolean {
  const today = todayIn(event.timeZone, now);
  return today >= event.startDate && today <= nextDay(event.endDate);
}

/** Bits that differ between two 64-bit hashes written as 16 hex digits. */
export function hammingDistance(a: string, b: string): number {
  if (!/^[0-9a-f]{16}$/i.test(a) || !/^[0-9a-f]{16}$/i.test(b)) return 64;
  let x = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let bits = 0;
  while (x > 0n) {
    bits += Number(x & 1n);
    x >>= 1n;
  }
  return bits;
}

/**
 * dHash of a 9×8 greyscale thumbnail (72 bytes, row by row): a bit per adjacent pair, set when the left pixel
 * is brighter. Returns 16 hex digits.
 */
export function differenceHash(pixels: ArrayLike<number>): string {
  if (pixels.length < 72) throw new Error('differenceHash needs 9×8 pixels');
  let hash = 0n;
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) {
      hash = (hash << 1n) | (pixels[row * 9 + col]! > pixels[row * 9 + col + 1]! ? 1n : 0n);
    }
  }
  return hash.toString(16).padStart(16, '0');
}

/** No 0/O, 1/I/L, 5/S, 2/Z, 8/B: a code read off a wet photo must not be ambiguous. */
export const CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
const CODE_LENGTH = 4;

/** A code of the day from a source of random integers (crypto on the server). */
export function makeDailyCode(randomInt: (max: number) => number): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** Codes compare without case and spaces: "ab 3x" is "AB3X". */
export const normalizeCode = (code: string | null | undefined) =>
  (code ?? '').replace(/\s+/g, '').toUpperCase();

/**
 * A camera's EXIF time is wall-clock time without a zone. With the photo's offset ("+02:00") it is exact;
 * without one, it is read as the time where the event is held. `wall` holds the clock's fields as UTC.
 */
export function wallClockToInstant(wall: Date, timeZone: string, offset?: string | null): Date {
  const match = offset ? /^([+-])(\d{2}):?(\d{2})$/.exec(offset) : null;
  if (match) {
    const minutes = (Number(match[2]) * 60 + Number(match[3])) * (match[1] === '-' ? -1 : 1);
    return new Date(wall.getTime() - minutes * 60_000);
  }
  // The zone's offset at that moment, found by formatting the guess back in the zone (two passes cover DST edges).
  let guess = wall.getTime();
  for (let pass = 0; pass < 2; pass++) guess = wall.getTime() - zoneOffsetMs(timeZone, new Date(guess));
  return new Date(guess);
}

function zoneOffsetMs(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}
