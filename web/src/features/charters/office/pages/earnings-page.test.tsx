import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import { mockApi } from '#web/test/api';
import { renderWithProviders } from '#web/test/render';
import { buildEarnings } from '#web/features/charters/office/testing/fixtures';
import { CaptainEarningsPage, navigation } from './earnings-page';

afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

const page = (
  <>
    <CaptainEarningsPage />
    <Toaster />
  </>
);

describe('/captain/earnings and /profile/earnings', () => {
  it('shows each booking’s paid, commission, refunds and net, the totals, balance and payouts', async () => {
    mockApi({ 'GET /api/captain/earnings': { body: buildEarnings() } });
    renderWithProviders(page);
    const row = await screen.findByRole('row', { name: /Blue Runner/ });
    for (const text of ['$200.00', '$15.00', '$50.00', '$135.00'])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(row).getByText(/Full day offshore · Andy Angler/)).toBeInTheDocument();
    expect(screen.getByText('Net earnings in US dollars')).toBeInTheDocument();
    expect(screen.getByText('Paid $200.00 · commission $15.00 · refunds $50.00')).toBeInTheDocument();
    expect(screen.getByText('$105.00')).toBeInTheDocument();
    expect(screen.getByText('$30.00 on its way to you')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Payouts' })).getByText('On its way')).toBeInTheDocument();
    expect(screen.getByText('Tightlines keeps 10% of each booking.')).toBeInTheDocument();
    expect(screen.getByText('June 2026: $135.00 net')).toBeInTheDocument();
  }, 20_000);

  it('asks again for the chosen dates, and says so when there is nothing in them', async () => {
    const api = mockApi({
      'GET /api/captain/earnings': ({ query }) => ({
        body: query.get('from')
          ? buildEarnings({ bookings: [], months: [], totals: [], balances: [], payouts: [] })
          : buildEarnings(),
      }),
    });
    renderWithProviders(page);
    await screen.findByRole('row', { name: /Blue Runner/ });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2020-01-01' } });
    expect(await screen.findByText('No booking payments in this period')).toBeInTheDocument();
    expect(api.calls.at(-1)!.query.get('from')).toBe('2020-01-01');
    expect(screen.getByText('No payouts yet.')).toBeInTheDocument();
  }, 20_000);

  it('sends a captain without a payout account to the provider to set one up', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const api = mockApi({
      'GET /api/captain/earnings': { body: buildEarnings() },
      'POST /api/earnings/connect': { body: { url: 'https://connect.example/onboarding' } },
    });
    const { user } = renderWithProviders(page);
    expect(
      await screen.findByText('Set up payouts to receive the money anglers pay for your trips.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up payouts' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://connect.example/onboarding'));
    expect(api.callsTo('POST', '/api/earnings/connect')).toHaveLength(1);
  }, 20_000);

  it('shows an error with a retry', async () => {
    mockApi({
      'GET /api/captain/earnings': { status: 500, body: { error: { code: 'unexpected', message: 'x' } } },
    });
    renderWithProviders(page);
    expect(await screen.findByText('Your earnings could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  }, 20_000);
});
