/** "America/Argentina/Buenos_Aires" → { city: "Buenos Aires", region: "America / Argentina" }. */
export function zoneParts(zone: string): { city: string; region: string } {
  const parts = zone.split('/').map((part) => part.replace(/_/g, ' '));
  return { city: parts.at(-1) ?? zone, region: parts.slice(0, -1).join(' / ') };
}

/** The zone's offset from UTC now, in minutes (−300 for New York in winter). */
export function zoneOffsetMinutes(zone: string, at = new Date()): number {
  try {
    const name =
      new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
        .formatToParts(at)
        .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
    if (!match) return 0;
    const minutes = Number(match[2]) * 60 + Number(match[3]);
    return match[1] === '-' ? -minutes : minutes;
  } catch {
    return 0;
  }
}

/** −300 → "UTC−05:00", 330 → "UTC+05:30". */
export function offsetLabel(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * Places a zone is named after, to propose an event's zone from where it is. The nearest one is proposed
 * only when its offset agrees roughly with the longitude (one hour per 15°), so a point at sea far from
 * every place here falls back to none rather than a wrong guess.
 */
const PLACES: [zone: string, lat: number, lng: number][] = [
  ['America/New_York', 40.7, -74],
  ['America/Detroit', 42.3, -83],
  ['America/Chicago', 41.9, -87.6],
  ['America/Denver', 39.7, -105],
  ['America/Phoenix', 33.4, -112],
  ['America/Los_Angeles', 34, -118.2],
  ['America/Anchorage', 61.2, -149.9],
  ['Pacific/Honolulu', 21.3, -157.9],
  ['America/Halifax', 44.6, -63.6],
  ['America/St_Johns', 47.6, -52.7],
  ['America/Toronto', 43.7, -79.4],
  ['America/Winnipeg', 49.9, -97.1],
  ['America/Edmonton', 53.5, -113.5],
  ['America/Vancouver', 49.3, -123.1],
  ['America/Mexico_City', 19.4, -99.1],
  ['America/Cancun', 21.2, -86.8],
  ['America/Havana', 23.1, -82.4],
  ['America/Puerto_Rico', 18.5, -66.1],
  ['America/Panama', 9, -79.5],
  ['America/Bogota', 4.7, -74.1],
  ['America/Lima', -12, -77],
  ['America/Caracas', 10.5, -66.9],
  ['America/Sao_Paulo', -23.5, -46.6],
  ['America/Argentina/Buenos_Aires', -34.6, -58.4],
  ['America/Santiago', -33.4, -70.7],
  ['Atlantic/Azores', 37.7, -25.7],
  ['Atlantic/Canary', 28.1, -15.4],
  ['Europe/Lisbon', 38.7, -9.1],
  ['Europe/London', 51.5, -0.1],
  ['Europe/Dublin', 53.3, -6.3],
  ['Europe/Paris', 48.9, 2.4],
  ['Europe/Madrid', 40.4, -3.7],
  ['Europe/Berlin', 52.5, 13.4],
  ['Europe/Rome', 41.9, 12.5],
  ['Europe/Oslo', 59.9, 10.8],
  ['Europe/Stockholm', 59.3, 18.1],
  ['Europe/Helsinki', 60.2, 24.9],
  ['Europe/Athens', 38, 23.7],
  ['Europe/Bucharest', 44.4, 26.1],
  ['Europe/Istanbul', 41, 29],
  ['Europe/Moscow', 55.8, 37.6],
  ['Africa/Casablanca', 33.6, -7.6],
  ['Africa/Lagos', 6.5, 3.4],
  ['Africa/Cairo', 30, 31.2],
  ['Africa/Nairobi', -1.3, 36.8],
  ['Africa/Johannesburg', -26.2, 28],
  ['Asia/Dubai', 25.2, 55.3],
  ['Asia/Riyadh', 24.7, 46.7],
  ['Asia/Karachi', 24.9, 67],
  ['Asia/Kolkata', 19.1, 72.9],
  ['Asia/Dhaka', 23.8, 90.4],
  ['Asia/Bangkok', 13.8, 100.5],
  ['Asia/Jakarta', -6.2, 106.8],
  ['Asia/Kuala_Lumpur', 3.1, 101.7],
  ['Asia/Singapore', 1.3, 103.8],
  ['Asia/Manila', 14.6, 121],
  ['Asia/Shanghai', 31.2, 121.5],
  ['Asia/Hong_Kong', 22.3, 114.2],
  ['Asia/Taipei', 25, 121.5],
  ['Asia/Seoul', 37.6, 127],
  ['Asia/Tokyo', 35.7, 139.7],
  ['Australia/Perth', -31.9, 115.9],
  ['Australia/Darwin', -12.5, 130.8],
  ['Australia/Adelaide', -34.9, 138.6],
  ['Australia/Brisbane', -27.5, 153],
  ['Australia/Sydney', -33.9, 151.2],
  ['Pacific/Auckland', -36.8, 174.8],
  ['Pacific/Fiji', -18.1, 178.4],
  ['Pacific/Guam', 13.4, 144.8],
];

const isZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/**
 * Every IANA time zone the browser knows, UTC included, and the current names of the places below (some
 * browsers list only the older alias, Asia/Calcutta for Asia/Kolkata).
 */
export const TIME_ZONES: readonly string[] = (() => {
  let zones: string[];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  const extra = ['UTC', ...PLACES.map(([zone]) => zone)].filter(
    (zone) => !zones.includes(zone) && isZone(zone),
  );
  return [...zones, ...extra].sort();
})();

const toRad = (deg: number) => (deg * Math.PI) / 180;
function distanceKm(aLat: number, aLng: number, bLat: number, bLng: number) {
  const h =
    Math.sin(toRad(bLat - aLat) / 2) ** 2 +
    Math.cos(toRad(aLat)) * Math.cos(toRad(bLat)) * Math.sin(toRad(bLng - aLng) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The zone to propose for a place, or null when no named place is near enough to guess. */
export function zoneNear(latitude: number, longitude: number): string | null {
  let best: { zone: string; km: number } | null = null;
  for (const [zone, lat, lng] of PLACES) {
    const km = distanceKm(latitude, longitude, lat, lng);
    if (!best || km < best.km) best = { zone, km };
  }
  if (!best || !isZone(best.zone)) return null;
  const solarHours = longitude / 15;
  const offsetHours = zoneOffsetMinutes(best.zone) / 60;
  return best.km < 1500 || Math.abs(offsetHours - solarHours) <= 2 ? best.zone : null;
}
