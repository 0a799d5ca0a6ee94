import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  directionOf,
  isLanguageCode,
} from '@tightlines/domain/i18n/languages';

/** Namespaces: one JSON file per namespace per language, loaded on demand so each language costs nothing until used. */
export const NAMESPACES = [
  'common',
  'errors',
  'auth',
  'pages',
  'demo',
  'admin',
  'social',
  'people',
  'notifications',
  'tournaments',
  'director',
  'rules',
  'catches',
  'judging',
  'leaderboard',
  'teams',
  'registration',
  'staff',
  'home',
  'species',
  'activity',
  'messages',
  'push',
  'moderation',
  'safety',
  // Groups (issue 16)
  'groups',
  // Forums (issue 16)
  'forums',
  // Community events and calendars (issue 16).
  'events',
  // Payments (issue 17): web-payer
  'payments',
  // Payments (issue 17): web-director
  'director-payments',
  // Payments (issue 17): web-admin
  'admin-finance',
  // Charters (issue 18): search
  'charters',
  // Charters (issue 18): reviews and the captain's office
  'captain',
  // Charters (issue 18): the shared labels of the charter enums (owned by the listings part)
  'charter-terms',
  // Charters (issue 18): bookweb
  'bookings',
  // Charters (issue 18): listings
  'charter-listings',
  // Fishing reports and trending locations (issue 19)
  'fishing-reports',
  // Issue 19: personal analytics and the gallery
  'analytics',
  // Achievements, XP and social leaderboards (issue 19)
  'rewards',
  // Angler tools (issue 19): the catch log and the tackle box
  'angler-log',
] as const;

/** Which build of the texts to ask for (web/build/locales-plugin.ts): a new text is a new address. */
const version: unknown = import.meta.env.VITE_LOCALES_VERSION;
const LOCALES_VERSION = typeof version === 'string' ? version : 'dev';
const KNOWN_NAMESPACES: ReadonlySet<string> = new Set(NAMESPACES);

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (!isLanguageCode(language) || !KNOWN_NAMESPACES.has(namespace)) {
      callback(new Error(`missing locale ${language}/${namespace}`), null);
      return;
    }
    // Each file is fetched once its language and namespace are needed (ADR 002, ADR 024).
    fetch(`/locales/${LOCALES_VERSION}/${language}/${namespace}.json`)
      .then(async (response) => {
        if (!response.ok) throw new Error(`locale ${language}/${namespace}: HTTP ${response.status}`);
        return (await response.json()) as ResourceKey;
      })
      .then(
        (data) => callback(null, data),
        (error: unknown) => callback(error as Error, null),
      );
  },
};

export function applyDirection(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/** Detection order local storage, cookie, browser, html tag; stored as i18nextLng and cookie i18next. */
export async function initI18n(): Promise<typeof i18n> {
  i18n.on('languageChanged', applyDirection);
  await i18n
    .use(lazyBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: LANGUAGE_CODES,
      fallbackLng: DEFAULT_LANGUAGE,
      load: 'currentOnly',
      // The header's leaderboard button, on every page, reads `leaderboard`: loaded up front, it arrives with
      // `common` instead of suspending the first render until it is fetched.
      ns: ['common', 'errors', 'leaderboard'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      detection: {
        order: ['localStorage', 'cookie', 'navigator', 'htmlTag'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        lookupCookie: LANGUAGE_COOKIE,
        caches: ['localStorage', 'cookie'],
        cookieOptions: { path: '/', sameSite: 'lax' },
      },
      react: { useSuspense: true },
      // Ask for the first namespaces now rather than on the next task, ahead of the first page's code.
      initAsync: false,
    });
  applyDirection(i18n.resolvedLanguage ?? DEFAULT_LANGUAGE);
  return i18n;
}

export { i18n };
