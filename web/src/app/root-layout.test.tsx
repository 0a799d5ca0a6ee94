import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Me } from '@tightlines/domain/auth/contract';
import { buildMe, SIGNED_OUT } from '#web/test/me';
import { mockApi } from '#web/test/api';
import { renderWithProviders } from '#web/test/render';
import { RootLayout } from './root-layout';

function renderShell(route: string, me: Me = SIGNED_OUT) {
  mockApi({ 'GET /api/me': { body: me } });
  return renderWithProviders(null, {
    route,
    routes: [{ element: <RootLayout />, children: [{ path: '*', element: <h1>Page body</h1> }] }],
  });
}

describe('RootLayout (layouts)', () => {
  it('puts the home page under a translucent header, with footer and bottom bar', async () => {
    renderShell('/');
    expect(await screen.findByRole('heading', { name: 'Page body' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveAttribute('data-variant', 'translucent');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Quick navigation' })).toBeInTheDocument();
  });

  it('uses a white header on other pages and lists only pages that exist', async () => {
    renderShell('/about');
    await screen.findByRole('heading', { name: 'Page body' });
    expect(screen.getByRole('banner')).toHaveAttribute('data-variant', 'solid');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(main).toHaveTextContent('Home');
    expect(main).toHaveTextContent('Tournaments');
    expect(screen.getByRole('link', { name: 'Merchandise' })).toHaveAttribute('href', '/merchandise');
    expect(screen.getAllByRole('link', { name: 'Leaderboard' })[0]).toHaveAttribute('href', '/leaderboard');
    expect(screen.queryByRole('link', { name: 'Gallery' })).not.toBeInTheDocument();
  });

  it('gives sign-in pages a header and no footer', async () => {
    renderShell('/auth/login');
    await screen.findByRole('heading', { name: 'Page body' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('gives dashboards a sidebar and no marketing footer', async () => {
    renderShell('/admin', buildMe({ roles: ['admin'] }));
    expect(await screen.findByRole('heading', { name: 'Page body' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Dashboards' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
