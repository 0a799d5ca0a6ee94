import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Plus, X } from 'lucide-react';
import { GROUP_MAX_PARTICIPANTS, GROUP_TITLE_MAX_CHARS } from '@tightlines/domain/messages/contract';
import type { Person } from '@tightlines/domain/social/people';
import { PEOPLE_SEARCH_DEBOUNCE_MS, PEOPLE_SEARCH_MIN_CHARS } from '@tightlines/domain/social/limits';
import { PersonAvatar } from '#web/components/ui/avatar';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { Modal } from '#web/components/ui/modal';
import { Spinner } from '#web/components/ui/spinner';
import { errorMessage } from '#web/lib/error-message';
import { usePeopleSearch } from '#web/lib/people-search';
import { useDebouncedValue } from '#web/lib/use-debounced-value';
import { useStartGroup } from '#web/features/messages/api/conversations';
import { conversationPath } from '#web/features/messages/lib/names';

/** The others a group may have: 50 people, the starter included. */
const MAX_OTHERS = GROUP_MAX_PARTICIPANTS - 1;

function GroupForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['messages', 'errors']);
  const navigate = useNavigate();
  const start = useStartGroup();
  const [title, setTitle] = useState('');
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<Person[]>([]);
  const [error, setError] = useState<string | null>(null);
  const debounced = useDebouncedValue(query.trim(), PEOPLE_SEARCH_DEBOUNCE_MS);
  const search = usePeopleSearch(debounced);
  const titleId = useId();
  const searchId = useId();
  const statusId = useId();

  const full = chosen.length >= MAX_OTHERS;
  const results = (debounced.length >= PEOPLE_SEARCH_MIN_CHARS ? (search.data?.items ?? []) : []).filter(
    (person) => !chosen.some((picked) => picked.id === person.id),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length < 2) {
      setError(t('messages:group.needTwo'));
      return;
    }
    setError(null);
    const trimmed = title.trim();
    start.mutate(
      { userIds: chosen.map((person) => person.id), ...(trimmed ? { title: trimmed } : {}) },
      {
        onSuccess: (conversation) => {
          toast.success(t('messages:group.created'));
          onDone();
          void navigate(conversationPath(conversation.id));
        },
        onError: (failure) => setError(errorMessage(t, failure)),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4 p-4 sm:p-6" noValidate>
      <div className="space-y-1.5">
        <label htmlFor={titleId} className="block text-sm font-semibold text-deep dark:text-slate-100">
          {t('messages:group.titleLabel')}
        </label>
        <Input
          id={titleId}
          value={title}
          maxLength={GROUP_TITLE_MAX_CHARS}
          onChange={(event) => setTitle(event.target.value)}
          dir="auto"
        />
      </div>

      <div className="space-y-1.5">
        <label htmlFor={searchId} className="block text-sm font-semibold text-deep dark:text-slate-100">
          {t('messages:group.search')}
        </label>
        <Input
          id={searchId}
          type="search"
          value={query}
          disabled={full}
          placeholder={t('messages:group.searchPlaceholder')}
          aria-describedby={statusId}
          onChange={(event) => setQuery(event.target.value)}
        />
        <p id={statusId} className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {full
            ? t('errors:groupTooLarge')
            : t('messages:group.count', { count: chosen.length + 1, max: GROUP_MAX_PARTICIPANTS })}
        </p>
      </div>

      {debounced.length >= PEOPLE_SEARCH_MIN_CHARS && !full && (
        <div aria-busy={search.isFetching || undefined}>
          {search.isPending ? (
            <Spinner className="h-5 w-5" />
          ) : search.isError ? (
            <p role="alert" className="text-sm text-danger">
              {errorMessage(t, search.error)}
            </p>
          ) : results.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('messages:group.noResults')}</p>
          ) : (
            <ul className="max-h-56 divide-y divide-slate-100 overflow-y-auto rounded-[var(--radius-control)] border border-slate-200 dark:divide-slate-800 dark:border-slate-700">
              {results.map((person) => (
                <li key={person.id}>
                  <button
                    type="button"
                    aria-label={t('messages:group.add', { name: person.displayName })}
                    onClick={() => {
                      setChosen((list) => [...list, person]);
                      setQuery('');
                      setError(null);
                    }}
                    className="flex min-h-12 w-full items-center gap-3 px-3 py-2 text-start hover:bg-slate-50 dark:hover:bg-slate-800"
                  >
                    <PersonAvatar person={person} size="sm" />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-semibold text-deep dark:text-white">
                        {person.displayName}
                      </span>
                      <span className="block truncate text-sm text-slate-600 dark:text-slate-400" dir="ltr">
                        @{person.handle}
                      </span>
                    </span>
                    <Plus className="h-4 w-4 text-open" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}

      {chosen.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-deep dark:text-slate-100">
            {t('messages:group.chosen')}
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {chosen.map((person) => (
              <li key={person.id}>
                <button
                  type="button"
                  aria-label={t('messages:group.remove', { name: person.displayName })}
                  onClick={() => setChosen((list) => list.filter((picked) => picked.id !== person.id))}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full bg-shallows py-1 ps-1 pe-3 text-sm font-semibold text-deep hover:bg-cyan-100 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
                >
                  <PersonAvatar person={person} size="sm" />
                  {person.displayName}
                  <X className="h-4 w-4" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}

      {error && (
        <p role="alert" className="text-sm font-semibold text-danger dark:text-red-400">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          {t('messages:cancel')}
        </Button>
        <Button type="submit" busy={start.isPending}>
          {t('messages:group.create')}
        </Button>
      </div>
    </form>
  );
}

/** "New group": pick people (people search) and an optional name; up to 50 people, you included. */
export function NewGroupDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('messages');
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('group.title')} closeLabel={t('close')}>
      {open && <GroupForm onDone={() => onOpenChange(false)} />}
    </Modal>
  );
}
