import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import type { Me } from '@tightlines/domain/auth/contract';
import { buildMe, SIGNED_OUT } from '#web/test/me';
import { mockApi } from '#web/test/api';
import { renderWithProviders } from '#web/test/render';
import { RootLayout } from './root-layout';

/** What the shell itself asks for: the session, the leaderboard button's count, a signed-in person's bell. */
function mockShellApi(me: Me = SIGNED_OUT) {
  mockApi({
    'GET /api/me': { body: me },
    'GET /api/leaderboards/active-count': { body: { count: 0 } },
    'GET /api/notifications': { body: { items: [], unreadCount: 0 } },
  });
}

function renderShell(route: string, me: Me = SIGNED_OUT) {
  mockShellApi(me);
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

describe('RootLayout (toaster)', () => {
  function ToastButton() {
    return (
      <button type="button" onClick={() => toast.success('Saved for later')}>
        Save
      </button>
    );
  }

  it('loads the toaster with the first press and shows the toast it raised', async () => {
    mockShellApi();
    const { user } = renderWithProviders(null, {
      routes: [{ element: <RootLayout />, children: [{ path: '*', element: <ToastButton /> }] }],
    });
    await screen.findByRole('button', { name: 'Save' });
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved for later')).toBeInTheDocument();
  });

  it('has the toaster ready for a signed-in person', async () => {
    renderShell('/', buildMe({}));
    await screen.findByRole('heading', { name: 'Page body' });
    await waitFor(() => expect(document.querySelector('[data-sonner-toaster]')).not.toBeNull());
  });
});
