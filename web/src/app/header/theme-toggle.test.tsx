import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setThemePreference, THEME_STORAGE_KEY } from '#web/lib/theme';
import { SIGNED_OUT } from '#web/test/me';
import { mockApi } from '#web/test/api';
import { renderWithProviders } from '#web/test/render';
import { MobileMenu } from './mobile-menu';
import { StaticHeaderActions } from './static-header-actions';
import { ThemeMenu } from './theme-menu';

afterEach(() => {
  setThemePreference('system');
  localStorage.clear();
  vi.clearAllMocks();
});

describe('theme toggle (DESIGN: dark mode follows the system setting, with a toggle)', () => {
  it('offers System, Light and Dark in the header and applies the pick', async () => {
    const { user } = renderWithProviders(<ThemeMenu />);
    await user.click(screen.getByRole('button', { name: 'Theme: System. Change theme' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['System', 'Light', 'Dark']);
    expect(within(menu).getByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Dark' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(screen.getByRole('button', { name: 'Theme: Dark. Change theme' })).toBeInTheDocument();
  });

  it('has a light stand-in that asks for the real menu on first use', async () => {
    mockApi({ 'GET /api/me': { body: SIGNED_OUT } });
    setThemePreference('light');
    const onActivate = vi.fn();
    const { user } = renderWithProviders(<StaticHeaderActions onDark={false} onActivate={onActivate} />);
    await user.click(screen.getByRole('button', { name: 'Theme: Light. Change theme' }));
    expect(onActivate).toHaveBeenCalledWith('theme');
  });

  it('lets phones pick the theme in the mobile menu', async () => {
    mockApi({ 'GET /api/me': { body: SIGNED_OUT } });
    const { user } = renderWithProviders(<MobileMenu onDark={false} defaultOpen />);
    const group = screen.getByRole('group', { name: 'Theme' });
    expect(within(group).getByRole('radio', { name: 'System' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Dark' }));
    expect(within(group).getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    // Choosing a theme keeps the menu open, so the person sees the change and can pick again.
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });
});
