import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { SPECIES_CATALOGUE } from '@tightlines/domain/tournaments/species';
import { Input } from '#web/components/ui/input';
import { cn } from '#web/components/ui/cn';
import { useSpeciesName } from '#web/lib/species-name';

const MAX_SHOWN = 8;

/**
 * Species picked from the catalogue: a search box that lists matching species (arrow keys and Enter, or a tap),
 * the picked ones as removable chips. A name the catalogue lacks can still be added as typed. Catalogue species
 * show (and are found by) the reader's name for them, but are kept as the catalogue's English name.
 */
export function SpeciesPicker({
  value,
  onChange,
  id,
  'aria-describedby': describedBy,
  invalid,
}: {
  value: readonly string[];
  onChange: (species: string[]) => void;
  id?: string;
  'aria-describedby'?: string;
  invalid?: boolean;
}) {
  const { t } = useTranslation('director');
  const speciesName = useSpeciesName();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const options = useMemo(() => {
    const needle = query.trim().toLowerCase();
    // Found by the reader's name for it or by the catalogue's English one ("Hecht" or "pike" → Northern pike).
    const names = (name: string) => [speciesName(name).toLowerCase(), name.toLowerCase()];
    const matches = SPECIES_CATALOGUE.filter(
      (name) => !value.includes(name) && (!needle || names(name).some((text) => text.includes(needle))),
    )
      // Names that start with what was typed come first ("tu" → Tuna before Bluefin tuna).
      .sort((a, b) => {
        const starts = (name: string) => names(name).some((text) => text.startsWith(needle));
        return Number(!starts(a)) - Number(!starts(b));
      })
      .slice(0, MAX_SHOWN)
      .map((name): { name: string; label: string; custom: boolean } => ({
        name,
        label: speciesName(name),
        custom: false,
      }));
    const typed = query.trim().toLowerCase();
    const known = [...SPECIES_CATALOGUE, ...value].some((name) => names(name).includes(typed));
    if (typed && !known)
      matches.push({
        name: query.trim(),
        label: t('editor.speciesAdd', { name: query.trim() }),
        custom: true,
      });
    return matches;
  }, [query, value, t, speciesName]);

  const pick = (name: string) => {
    onChange([...value, name]);
    setQuery('');
    setActive(0);
  };
  const shown = open && options.length > 0;

  return (
    <div className="space-y-2">
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('form.species')}>
          {value.map((name) => (
            <li
              key={name}
              className="inline-flex items-center gap-1 rounded-full bg-shallows py-1 ps-3 pe-1 text-sm font-medium text-deep dark:bg-slate-800 dark:text-slate-100"
            >
              {speciesName(name)}
              <button
                type="button"
                className="inline-flex h-8 w-8 items-center justify-center rounded-full hover:bg-white/70 dark:hover:bg-slate-700"
                aria-label={t('editor.speciesRemove', { species: speciesName(name) })}
                onClick={() => onChange(value.filter((item) => item !== name))}
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="relative">
        <Input
          id={id}
          aria-describedby={describedBy}
          invalid={invalid}
          role="combobox"
          aria-expanded={shown}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={shown ? `${listId}-${active}` : undefined}
          placeholder={t('editor.speciesSearch')}
          autoComplete="off"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              e.preventDefault();
              setOpen(true);
              const step = e.key === 'ArrowDown' ? 1 : -1;
              setActive((at) => (at + step + options.length) % Math.max(options.length, 1));
            } else if (e.key === 'Enter') {
              // Enter picks rather than submitting the whole form.
              e.preventDefault();
              const option = options[active];
              if (shown && option) pick(option.name);
            } else if (e.key === 'Escape') setOpen(false);
            else if (e.key === 'Backspace' && query === '' && value.length > 0) onChange(value.slice(0, -1));
          }}
        />
        {shown && (
          <ul
            id={listId}
            role="listbox"
            aria-label={t('form.species')}
            className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-auto rounded-[var(--radius-control)] border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
          >
            {options.map((option, index) => (
              <li
                key={option.name}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-2 px-3 text-[15px] text-deep dark:text-slate-100',
                  index === active && 'bg-shallows dark:bg-slate-800',
                  option.custom && 'italic',
                )}
                // Before the input's blur closes the list.
                onMouseDown={(e) => {
                  e.preventDefault();
                  pick(option.name);
                }}
                onMouseEnter={() => setActive(index)}
              >
                {option.label}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
