import { useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Switch } from 'radix-ui';
import { Plus, X } from 'lucide-react';
import {
  HOLD_WORD_MAX_CHARS,
  HOLD_WORDS_MAX,
  SUSPENSION_MAX_DAYS,
  type ModerationSettings,
} from '@tightlines/domain/moderation/contract';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { errorMessage } from '#web/lib/error-message';
import { useOwnActionBar } from '#web/lib/own-action-bar';
import { useSaveModerationSettings } from '#web/features/moderation/api/admin';

/** A hold word as it is stored and compared: trimmed, inner spaces collapsed, lower case. */
export function normaliseWord(word: string): string {
  return word.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

function sameSettings(a: ModerationSettings, b: ModerationSettings): boolean {
  return (
    a.strikesToSuspend === b.strikesToSuspend &&
    a.strikeSuspensionDays === b.strikeSuspensionDays &&
    a.holdNewAccountLinks === b.holdNewAccountLinks &&
    a.holdWords.length === b.holdWords.length &&
    a.holdWords.every((word, index) => word === b.holdWords[index])
  );
}

/** The hold words (a chip editor), the strike threshold, the automatic suspension and the new-account link hold. */
export function SettingsForm({ saved }: { saved: ModerationSettings }) {
  const { t } = useTranslation('moderation');
  const save = useSaveModerationSettings();
  const [words, setWords] = useState<string[]>(saved.holdWords);
  const [word, setWord] = useState('');
  const [wordError, setWordError] = useState<string>();
  const [strikes, setStrikes] = useState(String(saved.strikesToSuspend));
  const [days, setDays] = useState(String(saved.strikeSuspensionDays));
  const [holdLinks, setHoldLinks] = useState(saved.holdNewAccountLinks);
  const [errors, setErrors] = useState<{ strikes?: string; days?: string }>({});

  const draft: ModerationSettings = {
    holdWords: words,
    strikesToSuspend: Number(strikes),
    strikeSuspensionDays: Number(days),
    holdNewAccountLinks: holdLinks,
  };
  const dirty = !sameSettings(draft, saved);

  const addWord = () => {
    const next = normaliseWord(word);
    if (!next) return;
    if (next.length > HOLD_WORD_MAX_CHARS)
      return setWordError(t('settings.wordTooLong', { max: HOLD_WORD_MAX_CHARS }));
    if (words.includes(next)) return setWordError(t('settings.wordDuplicate'));
    if (words.length >= HOLD_WORDS_MAX) return setWordError(t('settings.wordsFull', { max: HOLD_WORDS_MAX }));
    setWords([...words, next]);
    setWord('');
    setWordError(undefined);
  };

  const onWordKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      addWord();
    }
  };

  const reset = () => {
    setWords(saved.holdWords);
    setStrikes(String(saved.strikesToSuspend));
    setDays(String(saved.strikeSuspensionDays));
    setHoldLinks(saved.holdNewAccountLinks);
    setErrors({});
    setWordError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    const strikesValue = Number(strikes);
    const daysValue = Number(days);
    if (!Number.isInteger(strikesValue) || strikesValue < 1 || strikesValue > 20)
      next.strikes = t('settings.numberRange', { min: 1, max: 20 });
    if (!Number.isInteger(daysValue) || daysValue < 1 || daysValue > SUSPENSION_MAX_DAYS)
      next.days = t('settings.numberRange', { min: 1, max: SUSPENSION_MAX_DAYS });
    setErrors(next);
    if (next.strikes || next.days) return;
    // A word still in the box counts: people expect what they typed to be saved.
    const pendingWord = normaliseWord(word);
    const holdWords =
      pendingWord && pendingWord.length <= HOLD_WORD_MAX_CHARS && !words.includes(pendingWord)
        ? [...words, pendingWord]
        : words;
    save.mutate(
      { ...draft, holdWords: [...new Set(holdWords.map(normaliseWord).filter(Boolean))] },
      {
        onSuccess: (result) => {
          setWords(result.holdWords);
          setWord('');
          toast.success(t('settings.saved'));
        },
        onError: (error) => toast.error(t('settings.failed'), { description: errorMessage(t, error) }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="moderation-settings-title">
      <Card className="divide-y divide-slate-100 dark:divide-slate-800">
        <div className="p-5 sm:p-6">
          <h2 id="moderation-settings-title" className="text-base font-semibold text-deep dark:text-white">
            {t('settings.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{t('settings.subtitle')}</p>
        </div>
        <div className="space-y-3 p-5 sm:p-6">
          <Field label={t('settings.holdWords')} hint={t('settings.holdWordsHint')} error={wordError}>
            <WordInput
              value={word}
              onChange={(value) => {
                setWord(value);
                setWordError(undefined);
              }}
              onKeyDown={onWordKey}
              placeholder={t('settings.wordPlaceholder')}
              addLabel={t('settings.addWord')}
              onAdd={addWord}
            />
          </Field>
          {words.length === 0 ? (
            <p className="text-sm text-slate-500 dark:text-slate-400">{t('settings.noWords')}</p>
          ) : (
            <ul aria-label={t('settings.holdWords')} className="flex flex-wrap gap-2">
              {words.map((entry) => (
                <li
                  key={entry}
                  className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 ps-3 pe-1 text-sm font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-100"
                >
                  {entry}
                  <button
                    type="button"
                    aria-label={t('settings.removeWord', { word: entry })}
                    onClick={() => setWords(words.filter((other) => other !== entry))}
                    className="grid h-7 w-7 place-items-center rounded-full text-slate-500 hover:bg-slate-200 hover:text-deep focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-open dark:hover:bg-slate-700 dark:hover:text-white"
                  >
                    <X className="h-3.5 w-3.5" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="grid gap-5 p-5 sm:grid-cols-2 sm:p-6">
          <Field
            label={t('settings.strikesToSuspend')}
            hint={t('settings.strikesHint')}
            error={errors.strikes}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={20}
              value={strikes}
              onChange={(event) => setStrikes(event.target.value)}
              className="max-w-32 tabular"
            />
          </Field>
          <Field
            label={t('settings.suspensionDays')}
            hint={t('settings.suspensionDaysHint')}
            error={errors.days}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={SUSPENSION_MAX_DAYS}
              value={days}
              onChange={(event) => setDays(event.target.value)}
              className="max-w-32 tabular"
            />
          </Field>
        </div>
        <div className="flex items-start justify-between gap-4 p-5 sm:p-6">
          <div>
            <p id="hold-links-label" className="text-sm font-medium text-deep dark:text-slate-200">
              {t('settings.holdLinks')}
            </p>
            <p id="hold-links-hint" className="mt-1 text-sm text-slate-500 dark:text-slate-400">
              {t('settings.holdLinksHint')}
            </p>
          </div>
          <Switch.Root
            checked={holdLinks}
            onCheckedChange={setHoldLinks}
            aria-labelledby="hold-links-label"
            aria-describedby="hold-links-hint"
            className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-slate-300 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-open focus-visible:ring-offset-2 data-[state=checked]:bg-open dark:bg-slate-700 dark:focus-visible:ring-offset-slate-900"
          >
            <Switch.Thumb className="block h-5 w-5 translate-x-1 rounded-full bg-white shadow transition-transform duration-150 ease-out data-[state=checked]:translate-x-6 motion-reduce:transition-none rtl:-translate-x-1 rtl:data-[state=checked]:-translate-x-6" />
          </Switch.Root>
        </div>
      </Card>
      <SaveBar>
        <Button type="submit" busy={save.isPending} disabled={!dirty && !normaliseWord(word)}>
          {save.isPending ? t('settings.saving') : t('settings.save')}
        </Button>
        <Button type="button" variant="ghost" disabled={!dirty || save.isPending} onClick={reset}>
          {t('settings.discard')}
        </Button>
        {dirty && <span className="text-sm text-slate-600 dark:text-slate-400">{t('settings.unsaved')}</span>}
      </SaveBar>
    </form>
  );
}

function WordInput({
  id,
  value,
  onChange,
  onKeyDown,
  placeholder,
  addLabel,
  onAdd,
  ...rest
}: {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  placeholder: string;
  addLabel: string;
  onAdd: () => void;
  'aria-describedby'?: string;
  invalid?: boolean;
}) {
  return (
    <div className="flex gap-2">
      <Input
        id={id}
        value={value}
        maxLength={HOLD_WORD_MAX_CHARS + 20}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        aria-describedby={rest['aria-describedby']}
        invalid={rest.invalid}
      />
      <Button variant="secondary" onClick={onAdd} className="shrink-0">
        <Plus className="h-4 w-4" aria-hidden="true" />
        {addLabel}
      </Button>
    </div>
  );
}

/** Save and discard, sticky at the foot; on phones it stands in for the bottom bar (see own-action-bar). */
function SaveBar({ children }: { children: ReactNode }) {
  useOwnActionBar();
  return (
    <div
      data-action-bar
      className="sticky bottom-0 z-30 -mx-4 mt-6 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] backdrop-blur sm:mx-0 sm:px-0 lg:pb-3 dark:border-slate-800 dark:bg-slate-950/95"
    >
      {children}
    </div>
  );
}
