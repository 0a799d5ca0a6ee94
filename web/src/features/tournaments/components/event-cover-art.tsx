import { useId } from 'react';
import { Fish } from 'lucide-react';
import type { EventSummary } from '@tightlines/domain/tournaments/events-contract';
import { cn } from '#web/components/ui/cn';

/** Three deep-water blends from the palette, so a page of events without covers is not one repeated tile. */
const WATERS = [
  'from-deep via-deep to-open',
  'from-deep-900 via-deep to-open-600',
  'from-deep via-open-600 to-open',
] as const;

/** Up to two initials from the event's name ("Lake Erie Bass Open" → "LE"); any script. */
export function eventInitials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{L}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0])
    .join('')
    .toLocaleUpperCase();
}

function waterFor(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return WATERS[hash % WATERS.length]!;
}

/**
 * The cover of an event that has no photo: deep water with the wordmark's wave as a pattern, a large
 * fish, the event's initials and a calendar tile with its first day. Decorative: the card says it all in text.
 */
export function EventCoverArt({
  event,
  language,
}: {
  event: Pick<EventSummary, 'id' | 'name' | 'startDate' | 'eventLogoUrl'>;
  language: string;
}) {
  const patternId = useId();
  const start = new Date(`${event.startDate}T00:00:00Z`);
  const month = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' }).format(start);
  const day = new Intl.DateTimeFormat(language, { day: 'numeric', timeZone: 'UTC' }).format(start);
  const initials = eventInitials(event.name);
  return (
    <div
      className={cn('absolute inset-0 overflow-hidden bg-gradient-to-br', waterFor(event.id))}
      aria-hidden="true"
    >
      <div className="absolute inset-0 bg-[radial-gradient(circle_at_85%_10%,rgb(34_211_238/0.35),transparent_55%)]" />
      <svg className="absolute inset-x-0 bottom-0 h-2/3 w-full text-white/10" preserveAspectRatio="none">
        <defs>
          <pattern id={patternId} width="48" height="18" patternUnits="userSpaceOnUse">
            <path
              d="M0 9c6 4 12 4 18 0s12-4 18 0 12 4 18 0"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinecap="round"
            />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill={`url(#${patternId})`} />
      </svg>
      <Fish
        className="absolute end-4 bottom-3 h-20 w-20 -rotate-6 text-white/15 sm:h-24 sm:w-24 rtl:-scale-x-100"
        strokeWidth={1.5}
      />
      {!event.eventLogoUrl && initials && (
        <span className="absolute inset-0 grid place-items-center text-5xl font-extrabold tracking-tight text-white/90 drop-shadow-sm sm:text-6xl">
          {initials}
        </span>
      )}
      <span className="absolute start-3 bottom-3 flex w-14 flex-col items-center overflow-hidden rounded-lg bg-white text-center shadow">
        <span className="w-full bg-open py-0.5 text-[11px] font-bold tracking-wide text-white uppercase">
          {month}
        </span>
        <span className="tabular py-0.5 text-xl leading-tight font-extrabold text-deep">{day}</span>
      </span>
    </div>
  );
}
