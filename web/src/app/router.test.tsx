import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { SIGNED_OUT } from '#web/test/me';
import { mockApi } from '#web/test/api';
import { renderWithProviders } from '#web/test/render';
import { appRoutes } from './router';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('appRoutes', () => {
  it('shows the shell around a spinner while the first page loads, without router warnings', async () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    mockApi({
      'GET /api/me': { body: SIGNED_OUT },
      'GET /api/leaderboards/active-count': { body: { count: 0 } },
    });
    renderWithProviders(null, { route: '/404', routes: appRoutes });

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    const messages = [...warn.mock.calls, ...error.mock.calls].map((args) => args.map(String).join(' '));
    expect(messages.filter((message) => /HydrateFallback|React Router/i.test(message))).toEqual([]);
  });
});
