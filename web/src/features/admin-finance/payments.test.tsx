import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { mockApi } from '#web/test/api';
import { renderWithProviders } from '#web/test/render';
import { ChargebacksPage } from './pages/chargebacks-page';
import { PaymentsPage } from './pages/payments-page';
import { RefundsPage } from './pages/refunds-page';
import { IDS, payment } from './testing/fixtures';

const offline = payment({
  id: IDS.payment2,
  provider: 'offline',
  offlineMethod: 'cash',
  status: 'pending',
  payer: { userId: IDS.user, displayName: 'Sam Reed' },
  receipt: null,
  amountMinor: 3000,
});

function renderPage(page: React.ReactElement) {
  return renderWithProviders(
    <>
      {page}
      <Toaster />
    </>,
  );
}

describe('/admin/payments', () => {
  it('lists payments with amount, status, provider and offline method, and filters through the query', async () => {
    const api = mockApi({
      'GET /api/admin/payments': ({ query }) => ({
        body:
          query.get('status') === 'failed'
            ? { items: [], nextCursor: null }
            : { items: [payment({ refundedMinor: 1_000 }), offline], nextCursor: null },
      }),
    });
    const { user } = renderPage(<PaymentsPage />);
    const table = await screen.findByRole('table', { name: 'Payments' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('$48.26')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Paid')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('$10.00 refunded')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Entry fee')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Card (Stripe)')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Offline · Cash')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Pending')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'failed');
    expect(await screen.findByText('No payments match these filters')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/payments').at(-1)?.query.get('status')).toBe('failed');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('table', { name: 'Payments' })).toBeInTheDocument();
  });

  it('loads the next page with the cursor', async () => {
    const api = mockApi({
      'GET /api/admin/payments': ({ query }) => ({
        body: query.get('cursor')
          ? { items: [offline], nextCursor: null }
          : { items: [payment()], nextCursor: 'next-1' },
      }),
    });
    const { user } = renderPage(<PaymentsPage />);
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findAllByRole('button', { name: 'Open the payment by Sam Reed' })).not.toHaveLength(
      0,
    );
    expect(api.callsTo('GET', '/api/admin/payments').at(-1)?.query.get('cursor')).toBe('next-1');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('opens the detail drawer with the quote and receipt, and refunds part of the payment', async () => {
    const api = mockApi({
      'GET /api/admin/payments': { body: { items: [payment()], nextCursor: null } },
      'GET /api/payments/:paymentId': { body: payment() },
      'POST /api/admin/payments/:paymentId/refund': { body: payment({ refundedMinor: 1500 }) },
    });
    const { user } = renderPage(<PaymentsPage />);
    const table = await screen.findByRole('table', { name: 'Payments' });
    await user.click(within(table).getByRole('button', { name: 'Open the payment by Dana Shore' }));
    const drawer = await screen.findByRole('dialog', { name: 'Payment' });
    expect(await within(drawer).findByText('Discount EARLY10')).toBeInTheDocument();
    expect(within(drawer).getByText('FL sales tax 7.25%')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Receipt TL-2026-000042 (PDF)' })).toHaveAttribute(
      'href',
      `/api/invoices/${IDS.receipt}/pdf`,
    );

    await user.click(within(drawer).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this payment' });
    await user.click(within(dialog).getByLabelText('Part of it'));
    await user.type(within(dialog).getByLabelText(/Amount in US dollars/), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Enter an amount from $0.01 to $48.26')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/admin/payments/${IDS.payment}/refund`)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/Amount in US dollars/));
    await user.type(within(dialog).getByLabelText(/Amount in US dollars/), '15');
    await user.type(within(dialog).getByLabelText('Note'), 'Weather');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/admin/payments/${IDS.payment}/refund`)).toHaveLength(1),
    );
    expect(api.callsTo('POST', `/api/admin/payments/${IDS.payment}/refund`)[0]?.body).toEqual({
      amountMinor: 1500,
      note: 'Weather',
    });
    expect(await screen.findByText('$15.00 refunded')).toBeInTheDocument();
  }, 20_000);

  it('refunds in full without an amount', async () => {
    const api = mockApi({
      'GET /api/admin/payments': { body: { items: [payment()], nextCursor: null } },
      'GET /api/payments/:paymentId': { body: payment() },
      'POST /api/admin/payments/:paymentId/refund': { body: payment({ refundedMinor: 4826 }) },
    });
    const { user } = renderPage(<PaymentsPage />);
    const table = await screen.findByRole('table', { name: 'Payments' });
    await user.click(within(table).getByRole('button', { name: 'Open the payment by Dana Shore' }));
    const drawer = await screen.findByRole('dialog', { name: 'Payment' });
    await user.click(await within(drawer).findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/admin/payments/${IDS.payment}/refund`)).toHaveLength(1),
    );
    expect(api.callsTo('POST', `/api/admin/payments/${IDS.payment}/refund`)[0]?.body).toEqual({ note: '' });
  });

  it('shows the error state with a retry when the list fails', async () => {
    mockApi({
      'GET /api/admin/payments': { status: 500, body: { error: { code: 'unexpected', message: 'x' } } },
    });
    renderPage(<PaymentsPage />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('/admin/refunds', () => {
  it('lists refunds with the reason and status', async () => {
    mockApi({
      'GET /api/admin/refunds': {
        body: {
          items: [
            {
              id: IDS.refund,
              paymentId: IDS.payment,
              payerName: 'Dana Shore',
              description: 'Bayside Bass Classic',
              amountMinor: 1500,
              currency: 'USD',
              reason: 'event_cancelled',
              note: '',
              status: 'succeeded',
              createdAt: '2026-05-03T10:00:00.000Z',
            },
          ],
          nextCursor: null,
        },
      },
    });
    renderPage(<RefundsPage />);
    const table = await screen.findByRole('table', { name: 'Refunds' });
    expect(within(table).getByText('Event cancelled')).toBeInTheDocument();
    expect(within(table).getByText('Refunded')).toBeInTheDocument();
    expect(within(table).getByText('$15.00')).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    mockApi({ 'GET /api/admin/refunds': { body: { items: [], nextCursor: null } } });
    renderPage(<RefundsPage />);
    expect(await screen.findByText('No refunds yet')).toBeInTheDocument();
  });
});

describe('/admin/chargebacks', () => {
  it('submits evidence for a dispute that needs a response', async () => {
    const api = mockApi({
      'GET /api/admin/disputes': {
        body: {
          items: [
            {
              id: IDS.dispute,
              paymentId: IDS.payment,
              payerName: 'Dana Shore',
              description: 'Bayside Bass Classic',
              amountMinor: 4826,
              currency: 'USD',
              reason: 'fraudulent',
              status: 'needs_response',
              evidenceDueBy: '2026-06-01T00:00:00.000Z',
              evidenceSubmittedAt: null,
              createdAt: '2026-05-20T00:00:00.000Z',
            },
          ],
          nextCursor: null,
        },
      },
      'POST /api/payments/disputes/:disputeId/evidence': { body: {} },
    });
    const { user } = renderPage(<ChargebacksPage />);
    const table = await screen.findByRole('table', { name: 'Chargebacks' });
    expect(within(table).getByText('Needs response')).toBeInTheDocument();
    expect(within(table).getByText('Fraud claimed')).toBeInTheDocument();
    expect(within(table).queryByText('fraudulent')).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Submit evidence for Dana Shore' }));
    const dialog = await screen.findByRole('dialog', { name: 'Evidence for the card issuer' });
    await user.type(within(dialog).getByLabelText(/What happened/), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Send evidence' }));
    expect(await within(dialog).findByText('Write at least 10 characters.')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText(/What happened/));
    await user.paste(' but now it is long enough: checked in at 5am.');
    await user.click(within(dialog).getByRole('button', { name: 'Send evidence' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/payments/disputes/${IDS.dispute}/evidence`)).toHaveLength(1),
    );
    expect(await screen.findByText('Evidence sent to the provider')).toBeInTheDocument();
  }, 20_000);
});
