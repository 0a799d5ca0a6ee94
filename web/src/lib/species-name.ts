import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@tightlines/domain/i18n/languages';
import { speciesKey } from '@tightlines/domain/tournaments/species';

const asIs = (stored: string) => stored;

/**
 * How a stored species reads to this reader: a catalogue species ("Largemouth bass", any case) in the reader's
 * language from the `species` namespace, any other name (a director's own) as written. In English, the catalogue's
 * language, every name stays as stored and the namespace is not fetched; in another language it is fetched on first
 * use (suspending like any page namespace), never with the first page's code. `asWritten` shapes the names left as
 * they are (the leaderboards' "walleye" → "Walleye"); pass a stable function.
 * The stored value (what forms submit, what filters send) is never changed: only what is shown.
 */
export function useSpeciesName(
  asWritten: (stored: string) => string = asIs,
  { suspend = true }: { suspend?: boolean } = {},
): (stored: string) => string {
  const { i18n } = useTranslation();
  const catalogueLanguage = (i18n.resolvedLanguage ?? i18n.language) === DEFAULT_LANGUAGE;
  // `common` is always loaded: English readers never wait for the species file. Without `suspend` (a toast, a
  // list already on screen) names show as written until the file arrives, then re-render translated.
  const { t } = useTranslation(catalogueLanguage ? 'common' : 'species', { useSuspense: suspend });
  return useCallback(
    (stored: string) => {
      const key = catalogueLanguage ? undefined : speciesKey(stored);
      return key ? t(key, { ns: 'species', defaultValue: asWritten(stored) }) : asWritten(stored);
    },
    [catalogueLanguage, t, asWritten],
  );
}

/**
 * For a page whose species appear once its data arrives: starts fetching the species names (not English readers)
 * alongside the page's own namespace, so the lists that show them later do not suspend back to the page spinner.
 * Call it first thing in the page; it never suspends itself.
 */
export function usePreloadSpeciesNames(): void {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  // Loading a namespace already loaded (or on its way) is a no-op, so asking on every render costs nothing.
  if (language !== DEFAULT_LANGUAGE && !i18n.hasLoadedNamespace('species'))
    void i18n.loadNamespaces('species');
}
