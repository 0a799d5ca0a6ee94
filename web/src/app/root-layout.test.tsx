import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
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

describe('RootLayout (community spaces)', () => {
  it('links the events calendar, the forums, the groups, the charters and the booking hub from the footer', async () => {
    renderShell('/about');
    await screen.findByRole('heading', { name: 'Page body' });
    const anglers = within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'For Anglers' });
    expect(within(anglers).getByRole('link', { name: 'Events Calendar' })).toHaveAttribute('href', '/events');
    expect(within(anglers).getByRole('link', { name: 'Forums' })).toHaveAttribute('href', '/forums');
    expect(within(anglers).getByRole('link', { name: 'Groups' })).toHaveAttribute('href', '/groups');
    expect(within(anglers).getByRole('link', { name: 'Charters' })).toHaveAttribute('href', '/charters');
    expect(within(anglers).getByRole('link', { name: 'Booking hub' })).toHaveAttribute(
      'href',
      '/booking-hub',
    );
    const business = within(screen.getByRole('contentinfo')).getByRole('navigation', {
      name: 'For Business',
    });
    expect(within(business).getByRole('link', { name: 'List your charter' })).toHaveAttribute(
      'href',
      '/profile/charter-boats',
    );
  });

  it('lists Groups, Events, Forums and the charters in the mobile menu', async () => {
    const { user } = renderShell('/about');
    await screen.findByRole('heading', { name: 'Page body' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
    const main = within(menu).getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Groups' })).toHaveAttribute('href', '/groups');
    expect(within(main).getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/events');
    expect(within(main).getByRole('link', { name: 'Forums' })).toHaveAttribute('href', '/forums');
    expect(within(main).getByRole('link', { name: 'Charters' })).toHaveAttribute('href', '/charters');
    expect(within(main).getByRole('link', { name: 'Booking hub' })).toHaveAttribute('href', '/booking-hub');
    expect(within(main).queryByRole('link', { name: 'Gallery' })).not.toBeInTheDocument();
  }, 20_000);

  it('puts my groups and my events in the quick-access panel', async () => {
    const { user } = renderShell('/getsocial', buildMe({}));
    await screen.findByRole('heading', { name: 'Page body' });
    await user.click(screen.getByRole('button', { name: 'Open quick access' }));
    const panel = await screen.findByRole('dialog', { name: 'Quick access' }, { timeout: 5000 });
    const links = within(within(panel).getByRole('navigation', { name: 'Quick access' })).getAllByRole(
      'link',
    );
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Search', '/search'],
      ['Groups', '/getsocial/groups'],
      ['Events', '/getsocial/events'],
      ['Rewards', '/gamification'],
      ['Tournaments', '/tournaments'],
      ['Charters', '/charters'],
      ['Booking hub', '/booking-hub'],
      ['Fishing reports', '/fishing-reports'],
      ['Catch log', '/profile/catch-log'],
      ['Tackle box', '/tackle-box'],
      ['Saved posts', '/saved'],
      ['Scheduled posts', '/scheduled-posts'],
      ['Analytics', '/analytics'],
      ['Settings', '/profile/settings'],
    ]);
    expect(within(panel).queryByRole('button', { name: /Live/ })).not.toBeInTheDocument();
  }, 20_000);
});

describe('RootLayout (demo banner)', () => {
  it('gives a demo account one row of the fixed height naming its role, the sentence kept for screen readers', async () => {
    mockApi({ 'GET /api/demo/accounts': { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } } });
    renderShell('/', buildMe({ isDemo: true, roles: ['user', 'tournament_director'] }));
    const banner = await screen.findByRole('region', { name: 'Demo mode' }, { timeout: 5000 });
    expect(banner).toHaveClass('h-13');
    expect(banner).toHaveTextContent('Demo mode · Tournament director');
    expect(banner).toHaveTextContent('You are exploring Tightlines as the demo Tournament director.');
    expect(within(banner).getByRole('button', { name: 'Switch Role' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Exit Demo' })).toBeInTheDocument();
    // The room held while it loaded is gone once it is here.
    expect(document.querySelector('div[aria-hidden="true"].h-13')).toBeNull();
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
