import { useSyncExternalStore } from 'react';

/**
 * Dark mode (DESIGN.md: it follows the system setting, with a toggle). The person's choice lives in
 * localStorage; the `dark` class on <html> drives Tailwind's `dark:` variant (styles.css). main.tsx
 * applies it before React renders: the CSP (script-src 'self') rules out an inline script in
 * index.html, and styles.css covers the moment before this runs by following the system setting.
 */
export const THEME_PREFERENCES = ['system', 'light', 'dark'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The browser chrome (the phone's address bar) matches the page: deep water on light, slate-950 on dark. */
export const THEME_COLORS: Record<Theme, string> = { light: '#0B2E4F', dark: '#020617' };

const isPreference = (value: unknown): value is ThemePreference =>
  THEME_PREFERENCES.includes(value as ThemePreference);

/** The stored choice; 'system' when there is none, it is unreadable or storage is blocked. */
export function readThemePreference(): ThemePreference {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isPreference(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

const systemMedia = (): MediaQueryList | null =>
  typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;

export function resolveTheme(preference: ThemePreference): Theme {
  if (preference !== 'system') return preference;
  return systemMedia()?.matches ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  // data-theme tells styles.css that this module has run, so its system-following fallback stops.
  root.dataset.theme = theme;
  // Native controls, scrollbars and autofill follow the page rather than the system.
  root.style.colorScheme = theme;
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
    meta.setAttribute('content', THEME_COLORS[theme]);
  }
}

let current: ThemePreference = 'system';
let resolved: Theme = 'light';
const listeners = new Set<() => void>();

/** Applies `preference` and tells every control showing the preference or the theme. */
function update(preference: ThemePreference): void {
  current = preference;
  resolved = resolveTheme(preference);
  applyTheme(resolved);
  listeners.forEach((listener) => listener());
}

export const getThemePreference = (): ThemePreference => current;
export const getResolvedTheme = (): Theme => resolved;

/** The toggle: remembers the choice and applies it at once. */
export function setThemePreference(preference: ThemePreference): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Storage blocked (private mode, policy): the choice still holds until the page is left.
  }
  update(preference);
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The person's choice (system, light or dark), for the toggle. */
export function useThemePreference(): ThemePreference {
  return useSyncExternalStore(subscribeTheme, getThemePreference, () => 'system' as const);
}

/** The theme in effect (light or dark), for widgets that draw their own colours (toasts). */
export function useResolvedTheme(): Theme {
  return useSyncExternalStore(subscribeTheme, getResolvedTheme, () => 'light' as const);
}

/**
 * Applies the stored preference, then keeps following the system setting live while on 'system'
 * and picks up a choice made in another tab. Returns a function that stops listening (tests).
 */
export function initTheme(): () => void {
  update(readThemePreference());
  const media = systemMedia();
  const onSystemChange = () => {
    if (current === 'system') update('system');
  };
  const onStorage = (event: StorageEvent) => {
    // key null: storage was cleared.
    if (event.key === THEME_STORAGE_KEY || event.key === null) update(readThemePreference());
  };
  media?.addEventListener('change', onSystemChange);
  window.addEventListener('storage', onStorage);
  return () => {
    media?.removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
  };
}
