import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '#web/components/ui/input';
import { cn } from '#web/components/ui/cn';
import { offsetLabel, TIME_ZONES, zoneOffsetMinutes, zoneParts } from '#web/lib/time-zones';

const MAX_SHOWN = 50;

interface ZoneOption {
  zone: string;
  city: string;
  region: string;
  offset: string;
  haystack: string;
}

function optionOf(zone: string): ZoneOption {
  const { city, region } = zoneParts(zone);
  const offset = offsetLabel(zoneOffsetMinutes(zone));
  return { zone, city, region, offset, haystack: `${zone} ${city} ${region} ${offset}`.toLowerCase() };
}

/** "New York · America · UTC−05:00": how a zone reads in the picker and its proposals. */
export function zoneText(zone: string): string {
  const option = optionOf(zone);
  return [option.city, option.region, option.offset].filter(Boolean).join(' · ');
}

/**
 * A time zone found by city, region or offset ("york", "tokyo", "+05:30"), each shown with its offset from UTC
 * now. Shows the chosen zone when not searching.
 */
export function TimeZonePicker({
  value,
  onChange,
  id,
  'aria-describedby': describedBy,
  invalid,
}: {
  value: string;
  onChange: (zone: string) => void;
  id?: string;
  'aria-describedby'?: string;
  invalid?: boolean;
}) {
  const { t } = useTranslation('director');
  const listId = useId();
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  // Offsets are read once per picker: 400-odd formatters are cheap once, not on every keystroke.
  const all = useMemo(() => TIME_ZONES.map(optionOf), []);
  const options = useMemo(() => {
    if (query === null) return [];
    const words = query.toLowerCase().replace(/−/g, '-').split(/\s+/).filter(Boolean);
    return all.filter((option) => words.every((word) => option.haystack.includes(word))).slice(0, MAX_SHOWN);
  }, [all, query]);
  const open = query !== null;

  const pick = (zone: string) => {
    onChange(zone);
    setQuery(null);
  };

  return (
    <div className="relative">
      <Input
        id={id}
        aria-describedby={describedBy}
        invalid={invalid}
        role="combobox"
        aria-expanded={open && options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && options[active] ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder={t('editor.timeZoneSearch')}
        value={query ?? zoneText(value)}
        onFocus={() => {
          setQuery('');
          setActive(0);
        }}
        onBlur={() => setQuery(null)}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            const step = e.key === 'ArrowDown' ? 1 : -1;
            setActive((at) => (at + step + options.length) % Math.max(options.length, 1));
          } else if (e.key === 'Enter') {
            e.preventDefault();
            const option = options[active];
            if (option) pick(option.zone);
          } else if (e.key === 'Escape') {
            setQuery(null);
          }
        }}
      />
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('form.timeZone')}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-auto rounded-[var(--radius-control)] border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {options.length === 0 && (
            <li className="px-3 py-2 text-sm text-slate-600 dark:text-slate-400">
              {t('editor.timeZoneNone')}
            </li>
          )}
          {options.map((option, index) => (
            <li
              key={option.zone}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={option.zone === value}
              className={cn(
                'flex min-h-11 cursor-pointer items-center justify-between gap-3 px-3 text-[15px]',
                index === active && 'bg-shallows dark:bg-slate-800',
              )}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(option.zone);
              }}
              onMouseEnter={() => setActive(index)}
            >
              <span className="min-w-0">
                <span className="font-medium text-deep dark:text-slate-100">{option.city}</span>
                {option.region && (
                  <span className="ms-2 text-sm text-slate-500 dark:text-slate-400">{option.region}</span>
                )}
              </span>
              <span className="shrink-0 text-sm tabular-nums text-slate-600 dark:text-slate-400" dir="ltr">
                {option.offset}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
