import { useState } from 'react';
import { useController, useFormState, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Trash2, UserPlus } from 'lucide-react';
import type { z } from 'zod';
import type { Person } from '@tightlines/domain/social/people';
import type { EventInputSchema } from '@tightlines/domain/tournaments/events-contract';
import { PEOPLE_SEARCH_DEBOUNCE_MS, PEOPLE_SEARCH_MIN_CHARS } from '@tightlines/domain/social/limits';
import { PersonAvatar } from '#web/components/ui/avatar';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { errorMessage } from '#web/lib/error-message';
import { usePeopleSearch } from '#web/lib/people-search';
import { errorAt, fieldError } from '#web/lib/form-errors';
import { useDebouncedValue } from '#web/lib/use-debounced-value';

type FormIn = z.input<typeof EventInputSchema>;

function PersonLine({ person }: { person: Person }) {
  return (
    <span className="flex min-w-0 items-center gap-3">
      <PersonAvatar person={person} size="sm" />
      <span className="min-w-0">
        <span className="block truncate font-semibold text-deep dark:text-white">{person.displayName}</span>
        <span className="block truncate text-sm text-slate-500 dark:text-slate-400">@{person.handle}</span>
      </span>
    </span>
  );
}

/**
 * Co-directors of the event (besides its creator and admins): they edit it, judge its catches and check its boats
 * in. Found through the people search; the server accepts only people with the tournament director role.
 */
export function DirectorsField({ control, initial }: { control: Control<FormIn>; initial: Person[] }) {
  const { t } = useTranslation(['director', 'errors']);
  const { field } = useController({ control, name: 'directorIds' });
  const ids = field.value ?? [];
  const { errors } = useFormState({ control });
  const idsError = fieldError(t, errorAt(errors, 'directorIds'));
  const [known, setKnown] = useState<Record<string, Person>>(() =>
    Object.fromEntries(initial.map((person) => [person.id, person])),
  );
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query.trim(), PEOPLE_SEARCH_DEBOUNCE_MS);
  const search = usePeopleSearch(debounced);
  const results = debounced.length >= PEOPLE_SEARCH_MIN_CHARS ? (search.data?.items ?? []) : [];
  const candidates = results.filter((person) => !ids.includes(person.id));

  const add = (person: Person) => {
    setKnown((current) => ({ ...current, [person.id]: person }));
    field.onChange([...ids, person.id]);
  };
  const remove = (id: string) => field.onChange(ids.filter((item) => item !== id));

  return (
    <div className="space-y-4">
      {idsError && (
        <p role="alert" className="text-sm font-medium text-danger dark:text-red-400">
          {idsError}
        </p>
      )}
      {ids.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('directors.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label={t('directors.current')}>
          {ids.map((id) => {
            const person = known[id];
            const name = person?.displayName ?? id;
            return (
              <li key={id} className="flex items-center justify-between gap-3 py-2">
                {person ? <PersonLine person={person} /> : <span className="truncate">{id}</span>}
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('directors.remove', { name })}
                  onClick={() => remove(id)}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <Field label={t('directors.search')} hint={t('directors.searchHint')}>
        <Input
          type="search"
          value={query}
          autoComplete="off"
          onChange={(e) => setQuery(e.target.value)}
          // Enter here looks people up; it must not save the whole event.
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.preventDefault();
          }}
        />
      </Field>
      {search.isError && debounced.length >= PEOPLE_SEARCH_MIN_CHARS && (
        <p role="alert" className="text-sm font-medium text-danger">
          {errorMessage(t, search.error)}
        </p>
      )}
      {debounced.length >= PEOPLE_SEARCH_MIN_CHARS && search.isSuccess && candidates.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('directors.noResults')}</p>
      )}
      {candidates.length > 0 && (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label={t('directors.results')}>
          {candidates.map((person) => (
            <li key={person.id} className="flex items-center justify-between gap-3 py-2">
              <PersonLine person={person} />
              <Button
                variant="outline"
                size="sm"
                aria-label={t('directors.add', { name: person.displayName })}
                onClick={() => add(person)}
              >
                <UserPlus className="h-4 w-4" aria-hidden="true" />
                {t('directors.addShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
