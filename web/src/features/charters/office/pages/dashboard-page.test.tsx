import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockApi } from '#web/test/api';
import { renderWithProviders } from '#web/test/render';
import { buildDashboard } from '#web/features/charters/office/testing/fixtures';
import { CaptainDashboardPage } from './dashboard-page';

describe('/captain/dashboard', () => {
  it('shows today’s trips with what is paid, requests waiting, this month’s earnings, listings and rating', async () => {
    const api = mockApi({ 'GET /api/captain/dashboard': { body: buildDashboard() } });
    renderWithProviders(<CaptainDashboardPage />);

    const today = await screen.findByRole('list', { name: 'Today' });
    expect(within(today).getByText('Blue Runner · Full day offshore')).toBeInTheDocument();
    expect(within(today).getByText('Andy Angler · party of 4')).toBeInTheDocument();
    expect(within(today).getByText('Paid $270.00 · $630.00 to collect at the dock')).toBeInTheDocument();
    expect(screen.getByText('No trips in the next 7 days.')).toBeInTheDocument();

    expect(screen.getByText('Bea Second · 3 anglers · Jul 1, 2030')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Answer requests' })).toHaveAttribute(
      'href',
      '/captain/bookings',
    );

    expect(screen.getByText('$135.00')).toBeInTheDocument();
    expect(screen.getByText('Paid $200.00, commission $15.00')).toBeInTheDocument();
    expect(screen.getByText('4.6')).toBeInTheDocument();
    expect(screen.getByText('9 reviews')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a listing' })).toHaveAttribute('href', '/profile/add-boat');
    // The reader's zone decides what "today" is.
    expect(api.calls[0]!.query.get('tz')).toBeTruthy();
  }, 20_000);

  it('explains listing and the commission to a person without listings', async () => {
    mockApi({
      'GET /api/captain/dashboard': {
        body: buildDashboard({
          hasListings: false,
          commissionBp: 1_250,
          today: [],
          requests: [],
          requestsWaiting: 0,
          earningsThisMonth: [],
          listingsByState: [],
          rating: { average: null, count: 0 },
        }),
      },
    });
    renderWithProviders(<CaptainDashboardPage />);
    expect(await screen.findByRole('heading', { name: 'List your boat on Tightlines' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Tightlines keeps 12.5% of each booking's price. It is never added to the angler's price.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a listing' })).toHaveAttribute('href', '/profile/add-boat');
    expect(screen.queryByRole('list', { name: 'Today' })).not.toBeInTheDocument();
  });

  it('offers a retry when the dashboard cannot be loaded', async () => {
    const api = mockApi({
      'GET /api/captain/dashboard': { status: 500, body: { error: { code: 'unexpected', message: 'x' } } },
    });
    const { user } = renderWithProviders(<CaptainDashboardPage />);
    expect(await screen.findByText('Your dashboard could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(api.calls.length).toBeGreaterThan(1);
  });
});
