import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getResolvedTheme,
  getThemePreference,
  initTheme,
  setThemePreference,
  subscribeTheme,
  THEME_COLORS,
  THEME_STORAGE_KEY,
} from './theme';

/** A stand-in for the system's prefers-color-scheme, switchable from the test. */
function mockSystemScheme(initiallyDark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: initiallyDark,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.spyOn(window, 'matchMedia').mockImplementation(() => media as unknown as MediaQueryList);
  return {
    set(dark: boolean) {
      media.matches = dark;
      listeners.forEach((listener) => listener());
    },
    listenerCount: () => listeners.size,
  };
}

const html = document.documentElement;
const themeColor = () => document.querySelector('meta[name="theme-color"]')?.getAttribute('content');
let stop: (() => void) | undefined;

beforeEach(() => {
  // jsdom has no matchMedia; the spy below needs a property to wrap.
  window.matchMedia ??= (() => ({}) as MediaQueryList) as typeof window.matchMedia;
  document.head.innerHTML = '<meta name="theme-color" content="#0B2E4F" />';
});

afterEach(() => {
  stop?.();
  stop = undefined;
  localStorage.clear();
  html.className = '';
  html.removeAttribute('style');
  delete html.dataset.theme;
  vi.restoreAllMocks();
});

describe('theme (DESIGN: dark mode follows the system setting, with a toggle)', () => {
  it('applies a stored dark preference even when the system is light', () => {
    mockSystemScheme(false);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    stop = initTheme();
    expect(getThemePreference()).toBe('dark');
    expect(html).toHaveClass('dark');
    expect(html.dataset.theme).toBe('dark');
    expect(html.style.colorScheme).toBe('dark');
    expect(themeColor()).toBe(THEME_COLORS.dark);
  });

  it('applies a stored light preference even when the system is dark', () => {
    mockSystemScheme(true);
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    stop = initTheme();
    expect(html).not.toHaveClass('dark');
    expect(html.style.colorScheme).toBe('light');
    expect(themeColor()).toBe(THEME_COLORS.light);
  });

  it('defaults to the system setting, also for an unreadable stored value', () => {
    mockSystemScheme(true);
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    stop = initTheme();
    expect(getThemePreference()).toBe('system');
    expect(html).toHaveClass('dark');
  });

  it('follows the system setting live while on system', () => {
    const system = mockSystemScheme(false);
    stop = initTheme();
    expect(html).not.toHaveClass('dark');
    system.set(true);
    expect(html).toHaveClass('dark');
    expect(getResolvedTheme()).toBe('dark');
    expect(themeColor()).toBe(THEME_COLORS.dark);
    system.set(false);
    expect(html).not.toHaveClass('dark');
    expect(html.style.colorScheme).toBe('light');
  });

  it('ignores system changes once the person picked a theme', () => {
    const system = mockSystemScheme(false);
    stop = initTheme();
    setThemePreference('light');
    system.set(true);
    expect(html).not.toHaveClass('dark');
  });

  it('persists the toggle, applies it at once and tells subscribers', () => {
    mockSystemScheme(false);
    stop = initTheme();
    const listener = vi.fn();
    const unsubscribe = subscribeTheme(listener);
    setThemePreference('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(html).toHaveClass('dark');
    expect(listener).toHaveBeenCalledTimes(1);
    setThemePreference('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
    expect(html).not.toHaveClass('dark');
    unsubscribe();

    // The next visit starts from the stored choice.
    stop();
    setThemePreference('dark');
    html.className = '';
    stop = initTheme();
    expect(html).toHaveClass('dark');
  });

  it('picks up a choice made in another tab', () => {
    mockSystemScheme(false);
    stop = initTheme();
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'dark' }));
    expect(getThemePreference()).toBe('dark');
    expect(html).toHaveClass('dark');
  });

  it('stops listening when cleaned up', () => {
    const system = mockSystemScheme(false);
    stop = initTheme();
    expect(system.listenerCount()).toBe(1);
    stop();
    stop = undefined;
    expect(system.listenerCount()).toBe(0);
  });
});
