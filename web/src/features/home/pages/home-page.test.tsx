import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { PageKey } from '#web/lib/pages';
import { buildMe, SIGNED_OUT } from '#web/test/me';
import { mockApi } from '#web/test/api';
import { renderWithProviders } from '#web/test/render';
import { HomePage } from './home-page';

// Pages a test pretends have landed, on top of the real flags.
const landed = vi.hoisted(() => new Set<string>());
vi.mock('#web/lib/pages', async (importOriginal) => {
  const actual = await importOriginal<typeof import('#web/lib/pages')>();
  return {
    ...actual,
    isAvailable: (page: PageKey) => landed.has(page) || actual.isAvailable(page),
  };
});

afterEach(() => landed.clear());

describe('HomePage', () => {
  it('welcomes visitors and offers sign-up, joining a tournament and the demo', () => {
    mockApi({ 'GET /api/me': { body: SIGNED_OUT } });
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Connecting anglers worldwide through competition, community and adventure.',
    );
    for (const link of screen.getAllByRole('link', { name: /Create your free account/ })) {
      expect(link).toHaveAttribute('href', '/auth/signup');
    }
    expect(screen.getAllByRole('link', { name: /Join a tournament/ })[0]).toHaveAttribute(
      'href',
      '/tournaments',
    );
    expect(screen.getAllByRole('link', { name: /Try the demo/ })[0]).toHaveAttribute('href', '/demo');
  });

  it('promises only features whose page exists', () => {
    mockApi({ 'GET /api/me': { body: SIGNED_OUT } });
    renderWithProviders(<HomePage />);
    const features = screen
      .getByRole('heading', { level: 2, name: /Everything an angler needs/ })
      .closest('section')!;
    expect(within(features).getByRole('link', { name: /Live leaderboards/ })).toHaveAttribute(
      'href',
      '/leaderboard',
    );
    expect(within(features).getByRole('link', { name: /Social feed/ })).toHaveAttribute('href', '/getsocial');
    expect(document.body).not.toHaveTextContent(/forum|podcast|charter|guide for your next trip/i);
  });

  it('shows a feature as soon as its page lands', () => {
    landed.add('charters');
    mockApi({ 'GET /api/me': { body: SIGNED_OUT } });
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('link', { name: /Charters/ })).toHaveAttribute('href', '/charters');
  });

  it('does not ask a signed-in angler to create an account', async () => {
    mockApi({ 'GET /api/me': { body: buildMe() } });
    renderWithProviders(<HomePage />);
    // Visitors' calls to action show until the session answers.
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /Create your free account/ })).not.toBeInTheDocument(),
    );
  });
});
