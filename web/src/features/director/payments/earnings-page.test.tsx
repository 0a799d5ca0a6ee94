import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import { mockApi } from '#web/test/api';
import { renderWithProviders } from '#web/test/render';
import { EarningsPage, navigation } from './earnings-page';
import { buildEarnings, EVENT_ID } from './testing/fixtures';

afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

const page = (
  <>
    <EarningsPage />
    <Toaster />
  </>
);

const stripeConfig = { body: { provider: 'stripe', holdMinutes: 15 } };

describe('/tournament-director/earnings', () => {
  it('shows balances, per-event earnings, payouts and the platform fee with the payout schedule', async () => {
    mockApi({
      'GET /api/payments/config': stripeConfig,
      'GET /api/earnings': {
        body: buildEarnings({
          account: { provider: 'stripe', payoutsEnabled: true, detailsSubmitted: true },
          balances: [{ currency: 'USD', availableMinor: 42_750, pendingPayoutMinor: 10_000 }],
          events: [
            {
              eventId: EVENT_ID,
              eventName: 'Spring Open',
              currency: 'USD',
              grossMinor: 60_000,
              refundedMinor: 7_500,
              platformFeeMinor: 3_000,
              netMinor: 49_500,
              paidCount: 4,
            },
          ],
          payouts: [
            {
              id: '99999999-9999-4999-8999-999999999901',
              amountMinor: 10_000,
              currency: 'USD',
              status: 'failed',
              failureReason: 'The bank account was closed.',
              createdAt: '2030-05-02T10:00:00.000Z',
              paidAt: null,
            },
          ],
        }),
      },
    });
    renderWithProviders(page);
    expect(await screen.findByText('$427.50')).toBeInTheDocument();
    expect(screen.getByText('Available in US dollars')).toBeInTheDocument();
    expect(screen.getByText('$100.00 on its way to you')).toBeInTheDocument();
    expect(
      screen.getByText('Tightlines keeps 5% of each entry fee. Payouts run weekly.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Payouts are on. Money is sent to your bank account on schedule.'),
    ).toBeInTheDocument();

    const row = screen.getByRole('row', { name: /Spring Open/ });
    for (const text of ['4', '$600.00', '$75.00', '$30.00', '$495.00'])
      expect(within(row).getByText(text)).toBeInTheDocument();

    const payouts = screen.getByRole('list', { name: 'Payouts' });
    expect(within(payouts).getByText('Failed')).toBeInTheDocument();
    expect(within(payouts).getByText('The bank account was closed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update payout details' })).toBeInTheDocument();
  });

  it('sends a payee without an account to the provider to set up payouts', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const api = mockApi({
      'GET /api/payments/config': stripeConfig,
      'GET /api/earnings': { body: buildEarnings() },
      'POST /api/earnings/connect': { body: { url: 'https://connect.example.test/onboard/abc' } },
    });
    const { user } = renderWithProviders(page);
    expect(
      await screen.findByText('Set up payouts so that entry fees paid online can reach your bank account.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up payouts' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://connect.example.test/onboard/abc'));
    expect(api.callsTo('POST', '/api/earnings/connect')).toHaveLength(1);
  });

  it('tells why the setup could not open', async () => {
    mockApi({
      'GET /api/payments/config': stripeConfig,
      'GET /api/earnings': { body: buildEarnings() },
      'POST /api/earnings/connect': {
        status: 502,
        body: { error: { code: 'providerError', message: 'x' } },
      },
    });
    const { user } = renderWithProviders(page);
    await user.click(await screen.findByRole('button', { name: 'Set up payouts' }));
    expect(await screen.findByText('The payout setup could not be opened')).toBeInTheDocument();
    expect(
      screen.getByText('The payment provider could not complete the request. Please try again.'),
    ).toBeInTheDocument();
  });

  it('explains offline payouts and offers no setup, with empty states', async () => {
    mockApi({
      'GET /api/payments/config': { body: { provider: 'offline', holdMinutes: 15 } },
      'GET /api/earnings': { body: buildEarnings({ payoutSchedule: 'manual', platformFeeBp: 250 }) },
    });
    renderWithProviders(page);
    expect(await screen.findByText(/Online payments are off/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set up payouts' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Tightlines keeps 2.5% of each entry fee. Payouts run when the organisers run them.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No money has come in yet.')).toBeInTheDocument();
    expect(
      screen.getByText('No paid entries yet. Earnings appear here once anglers pay online.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No payouts yet.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the earnings do not load', async () => {
    mockApi({
      'GET /api/payments/config': stripeConfig,
      'GET /api/earnings': { status: 500, body: { error: { code: 'unexpected', message: 'x' } } },
    });
    renderWithProviders(page);
    expect(await screen.findByText('Your earnings could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try again|Retry/ })).toBeInTheDocument();
  });
});
