import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '#web/test/render';
import { ErrorScreen } from './error-screen';
import { loadPage, reloadPage } from './hard-navigation';

vi.mock('./hard-navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./hard-navigation')>()),
  reloadPage: vi.fn(),
  loadPage: vi.fn(),
}));

function Broken(): never {
  throw new Error('The tide table could not be read');
}

function renderBroken() {
  return renderWithProviders(null, {
    routes: [{ path: '/', element: <Broken />, errorElement: <ErrorScreen /> }],
  });
}

beforeEach(() => {
  // React reports the thrown error on the console; the screen is what this test checks.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('ErrorScreen', () => {
  it('shows the error with Reload Page and Clear Cache & Go Home', () => {
    renderBroken();
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('The tide table could not be read')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear Cache & Go Home' })).toBeInTheDocument();
  });

  it('reloads the page', async () => {
    const { user } = renderBroken();
    await user.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('clears local and session storage but keeps the language, then goes home', async () => {
    localStorage.setItem('i18nextLng', 'ar');
    localStorage.setItem('tightlines:draft', 'big one');
    sessionStorage.setItem('ad-session', 'abc');
    const { user } = renderBroken();
    await user.click(screen.getByRole('button', { name: 'Clear Cache & Go Home' }));
    expect(localStorage.getItem('i18nextLng')).toBe('ar');
    expect(localStorage).toHaveLength(1);
    expect(sessionStorage).toHaveLength(0);
    expect(loadPage).toHaveBeenCalledWith('/');
  });
});
