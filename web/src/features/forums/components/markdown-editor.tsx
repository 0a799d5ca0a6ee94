import { forwardRef, useId, useImperativeHandle, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ImagePlus } from 'lucide-react';
import { Textarea } from '#web/components/ui/input';
import { cn } from '#web/components/ui/cn';
import { errorMessage } from '#web/lib/error-message';
import { PEOPLE_SEARCH_DEBOUNCE_MS, PEOPLE_SEARCH_MIN_CHARS } from '@tightlines/domain/social/limits';
import { usePeopleSearch } from '#web/lib/people-search';
import { useDebouncedValue } from '#web/lib/use-debounced-value';
import { uploadForumImage } from '#web/features/forums/api/forums';

/**
 * A Markdown body with Write and Preview tabs (the preview is the text as written; the server renders the HTML)
 * and an image button that uploads and inserts `![](url)`.
 */
export const MarkdownEditor = forwardRef<
  HTMLTextAreaElement,
  { value: string; onChange: (value: string) => void; label: string; error?: string }
>(function MarkdownEditor({ value, onChange, label, error }, ref) {
  const { t } = useTranslation('forums');
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [uploading, setUploading] = useState(false);
  const id = useId();
  const listId = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(ref, () => area.current!, []);
  // @mention: the word being typed before the caret, looked up through people search.
  const [mention, setMention] = useState<{ start: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  const debounced = useDebouncedValue(mention?.query ?? '', PEOPLE_SEARCH_DEBOUNCE_MS);
  const people = usePeopleSearch(debounced);
  const suggestions =
    mention && debounced.length >= PEOPLE_SEARCH_MIN_CHARS ? (people.data?.items ?? []).slice(0, 6) : [];
  const track = (text: string, caret: number) => {
    const match = /(^|\s)@([\w.-]*)$/.exec(text.slice(0, caret));
    setMention(match ? { start: caret - match[2]!.length - 1, query: match[2]! } : null);
    setActive(0);
  };
  const pick = (handle: string) => {
    if (!mention) return;
    const caret = mention.start + 1 + mention.query.length;
    const next = `${value.slice(0, mention.start)}@${handle} ${value.slice(caret)}`;
    onChange(next);
    setMention(null);
    const position = mention.start + handle.length + 2;
    requestAnimationFrame(() => area.current?.setSelectionRange(position, position));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (suggestions.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      pick(suggestions[active]!.handle);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setMention(null);
    }
  };
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const image = await uploadForumImage(file);
      onChange(`${value}${value && !value.endsWith('\n') ? '\n' : ''}![](${image.url})\n`);
    } catch (e) {
      toast.error(errorMessage(t, e));
    } finally {
      setUploading(false);
    }
  };
  const tabClass = (active: boolean) =>
    cn(
      'h-9 rounded-[var(--radius-control)] px-3 text-sm font-semibold',
      active
        ? 'bg-shallows text-deep dark:bg-slate-800 dark:text-white'
        : 'text-slate-600 dark:text-slate-300',
    );
  return (
    <div>
      <div className="mb-1 flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-deep dark:text-white">
          {label}
        </label>
        <div role="tablist" aria-label={t('editor.mode')} className="flex gap-1">
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'write'}
            className={tabClass(tab === 'write')}
            onClick={() => setTab('write')}
          >
            {t('editor.write')}
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'preview'}
            className={tabClass(tab === 'preview')}
            onClick={() => setTab('preview')}
          >
            {t('editor.preview')}
          </button>
        </div>
      </div>
      {tab === 'write' ? (
        <div className="relative">
          <Textarea
            id={id}
            ref={area}
            rows={6}
            value={value}
            invalid={Boolean(error)}
            aria-autocomplete="list"
            aria-controls={suggestions.length > 0 ? listId : undefined}
            aria-activedescendant={suggestions.length > 0 ? `${listId}-${active}` : undefined}
            onKeyDown={onKeyDown}
            onChange={(e) => {
              onChange(e.target.value);
              track(e.target.value, e.target.selectionStart);
            }}
          />
          {suggestions.length > 0 ? (
            <ul
              id={listId}
              role="listbox"
              aria-label={t('editor.mentions')}
              className="absolute inset-x-0 top-full z-20 mt-1 max-h-60 overflow-y-auto rounded-[var(--radius-control)] border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900"
            >
              {suggestions.map((person, index) => (
                <li
                  key={person.id}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className={cn(
                    'cursor-pointer px-3 py-2 text-sm',
                    index === active && 'bg-shallows dark:bg-slate-800',
                  )}
                  onMouseDown={(e) => {
                    e.preventDefault();
                    pick(person.handle);
                  }}
                >
                  {person.displayName}{' '}
                  <span className="text-slate-600 dark:text-slate-300">@{person.handle}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : (
        <pre
          role="tabpanel"
          aria-label={t('editor.preview')}
          className="min-h-36 whitespace-pre-wrap break-words rounded-[var(--radius-control)] border border-slate-200 bg-slate-50 p-3 font-sans text-[15px] dark:border-slate-700 dark:bg-slate-800"
        >
          {value || t('editor.nothing')}
        </pre>
      )}
      {error ? (
        <p role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <label className="mt-2 inline-flex cursor-pointer items-center gap-2 text-sm font-semibold text-open">
        <ImagePlus className="h-4 w-4" aria-hidden="true" />
        {uploading ? t('editor.uploading') : t('editor.addImage')}
        <input
          type="file"
          accept="image/*"
          className="sr-only"
          disabled={uploading}
          onChange={(e) => {
            void onFile(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </label>
    </div>
  );
});
