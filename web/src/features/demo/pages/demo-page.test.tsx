import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@tightlines/domain/demo/contract';
import type { PageKey } from '#web/lib/pages';
import { mockApi } from '#web/test/api';
import { renderWithProviders } from '#web/test/render';
import { DemoPage } from './demo-page';

// Pages a test pretends have landed, on top of the real flags.
const landed = vi.hoisted(() => new Set<string>());
const gone = vi.hoisted(() => new Set<string>());
vi.mock('#web/lib/pages', async (importOriginal) => {
  const actual = await importOriginal<typeof import('#web/lib/pages')>();
  return {
    ...actual,
    isAvailable: (page: PageKey) => !gone.has(page) && (landed.has(page) || actual.isAvailable(page)),
  };
});

afterEach(() => {
  landed.clear();
  gone.clear();
});

const renderDemo = () => {
  mockApi({
    'GET /api/demo/accounts': { body: { enabled: true, password: DEMO_PASSWORD, accounts: DEMO_ACCOUNTS } },
  });
  return renderWithProviders(<DemoPage />);
};

const cardOf = async (role: string) =>
  (await screen.findByRole('heading', { level: 2, name: role })).closest('li')!;

describe('DemoPage', () => {
  it('describes the tournament director as working today, not arriving later', async () => {
    renderDemo();
    const card = await cardOf('Tournament director');
    expect(card).toHaveTextContent(/registration desk with QR check-in/);
    expect(card).not.toHaveTextContent(/arrive|not built yet/);
  });

  it('says a role has no dashboard yet while its page does not exist', async () => {
    renderDemo();
    expect(await cardOf('Advertiser')).toHaveTextContent(/not built yet/);
  });

  it("drops that line once the dashboard lands: the charter captain's office exists (issue 18)", async () => {
    renderDemo();
    const card = await cardOf('Charter captain');
    expect(card).not.toHaveTextContent(/not built yet/);
    expect(card).toHaveTextContent(/answers requests, confirms and completes trips, replies to reviews/);
  });

  it('lists what can be tried, each linking to its page', async () => {
    renderDemo();
    const section = (await screen.findByRole('heading', { level: 2, name: 'What you can try' })).closest(
      'section',
    )!;
    expect(within(section).getByRole('link', { name: 'Tournaments and registration' })).toHaveAttribute(
      'href',
      '/tournaments',
    );
    expect(within(section).getByRole('link', { name: 'Charters' })).toHaveAttribute('href', '/charters');
    expect(within(section).getByRole('link', { name: 'Booking hub' })).toHaveAttribute(
      'href',
      '/booking-hub',
    );
    expect(within(section).queryByRole('link', { name: 'Podcasts' })).not.toBeInTheDocument();
  });

  it('says what to try with charters as each role, matching what the demo seeds (issue 18)', async () => {
    renderDemo();
    const section = (
      await screen.findByRole('heading', { level: 2, name: 'Try charters and the booking hub' })
    ).closest('section')!;
    expect(section).toHaveTextContent(/Florida Keys, on Lake Erie and on Puget Sound/);
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/charters', '/profile/my-bookings', '/captain/dashboard', '/admin/charters', '/booking-hub']);
    expect(within(section).getByRole('link', { name: /As the angler/ })).toHaveTextContent(
      /completed one with its review and the captain's reply, and a request waiting/,
    );
  });

  it('leaves the charters out while their pages do not exist', async () => {
    for (const page of ['charters', 'myBookings', 'captainDashboard', 'bookingHub', 'admin']) gone.add(page);
    renderDemo();
    await cardOf('Tournament director');
    expect(
      screen.queryByRole('heading', { level: 2, name: 'Try charters and the booking hub' }),
    ).not.toBeInTheDocument();
  });

  it('lists what to try in the community spaces, each linking to where it happens', async () => {
    renderDemo();
    const section = (
      await screen.findByRole('heading', { level: 2, name: 'Try the community spaces' })
    ).closest('section')!;
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/groups', '/groups/great-lakes-walleye-crew', '/events', '/forums']);
    expect(
      within(section).getByRole('link', { name: /Ask to join the private Great Lakes Walleye Crew/ }),
    ).toHaveTextContent(/until an admin approves you/);
    expect(within(section).getByRole('link', { name: /RSVP to a community event/ })).toHaveTextContent(
      /subscribe to your calendar/,
    );
    expect(within(section).getByRole('link', { name: /Reply in the forums/ })).toHaveAttribute(
      'href',
      '/forums',
    );
  });

  it('lists the community capabilities among what can be tried', async () => {
    renderDemo();
    const section = (await screen.findByRole('heading', { level: 2, name: 'What you can try' })).closest(
      'section',
    )!;
    expect(within(section).getByRole('link', { name: 'Groups' })).toHaveAttribute('href', '/groups');
    expect(within(section).getByRole('link', { name: 'Events calendar' })).toHaveAttribute('href', '/events');
    expect(within(section).getByRole('link', { name: 'Forums' })).toHaveAttribute('href', '/forums');
  });

  // Payments (issue 17): copy
  it('says what to try with money as each role, linking to where it happens, and when cards are taken', async () => {
    renderDemo();
    const section = (await screen.findByRole('heading', { level: 2, name: 'Try payments' })).closest(
      'section',
    )!;
    expect(section).toHaveTextContent(/paid by card on this server when it takes cards, and at check-in/);
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/tournaments', '/tournament-director/earnings', '/admin/payments']);
    expect(within(section).getByRole('link', { name: /As the angler/ })).toHaveTextContent(
      /discount code.*receipt under Billing/,
    );
    expect(await cardOf('Tournament director')).toHaveTextContent(
      /earnings and payouts, and makes discount codes/,
    );
    expect(await cardOf('Administrator')).toHaveTextContent(/financial hub/);
  });

  it('lists the angler tools and rewards to try, each linking to its page (issue 19)', async () => {
    renderDemo();
    const section = (
      await screen.findByRole('heading', { level: 2, name: 'Try the angler tools and rewards' })
    ).closest('section')!;
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/profile/catch-log',
      '/tackle-box',
      '/fishing-reports',
      '/saved',
      '/gamification',
      '/profile/analytics',
    ]);
    expect(within(section).getByRole('link', { name: /which lure has caught the most/ })).toHaveAttribute(
      'href',
      '/tackle-box',
    );
  });
});
