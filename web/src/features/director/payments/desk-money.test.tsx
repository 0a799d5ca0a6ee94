import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import type {
  DirectorRegistration,
  DirectorRegistrationList,
} from '@tightlines/domain/tournaments/registration-contract';
import { mockApi } from '#web/test/api';
import { renderWithProviders } from '#web/test/render';
import { DirectorRegistrationsPage } from '#web/features/director/registrations/registrations-page';
import { buildDeskRegistration, buildPayment, DISPUTE_ID, EVENT_ID, PAYMENT_ID } from './testing/fixtures';

afterEach(() => toast.dismiss());

const DESK = `/api/tournament-director/events/${EVENT_ID}`;

function listOf(...items: DirectorRegistration[]): DirectorRegistrationList {
  return {
    event: {
      id: EVENT_ID,
      name: 'Spring Open',
      startDate: '2030-05-01',
      endDate: '2030-05-02',
      location: 'Lake Erie',
      timeZone: 'UTC',
      participantsCap: 50,
      registeredCount: items.length,
    },
    counts: { registered: items.length, checkedIn: 0, paid: 1 },
    items,
  };
}

const routes = [
  {
    path: '/tournament-director/events/:eventId/registrations',
    element: (
      <>
        <DirectorRegistrationsPage />
        <Toaster />
      </>
    ),
  },
];

const renderDesk = () =>
  renderWithProviders(null, { routes, route: `/tournament-director/events/${EVENT_ID}/registrations` });

const UNPAID_ID = '77777777-7777-4777-8777-777777777778';
const unpaid = buildDeskRegistration({
  id: UNPAID_ID,
  entrantName: 'Knot Working',
  paymentStatus: 'payment_pending',
  paidAt: null,
  paymentId: null,
  paidMinor: 0,
});

describe('registration desk money', { timeout: 30_000 }, () => {
  it('refunds part of a payment within what is left, with a note', async () => {
    const paid = buildDeskRegistration({ refundedMinor: 5_000 });
    const api = mockApi({
      [`GET ${DESK}/registrations`]: { body: listOf(paid) },
      [`POST ${DESK}/registrations/${paid.id}/refund`]: { body: buildPayment({ refundedMinor: 7_000 }) },
    });
    const { user } = renderDesk();
    expect(await screen.findByText('Refunded $50.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund Reel Deal' });
    expect(within(dialog).getByText('Paid $150.00 · refunded so far $50.00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Part of it' }));
    const amount = within(dialog).getByLabelText('Amount (US dollars)');
    expect(amount).toHaveValue('100.00');
    await user.clear(amount);
    await user.type(amount, '120');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $120.00' }));
    expect(await within(dialog).findByText('Enter an amount from $0.01 to $100.00')).toBeInTheDocument();
    expect(api.callsTo('POST', `${DESK}/registrations/${paid.id}/refund`)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '20');
    await user.type(within(dialog).getByLabelText('Note for the angler'), 'Missed day two');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $20.00' }));
    expect(await screen.findByText('Refunded $20.00 to Reel Deal.')).toBeInTheDocument();
    expect(api.callsTo('POST', `${DESK}/registrations/${paid.id}/refund`)[0]!.body).toEqual({
      amountMinor: 2_000,
      note: 'Missed day two',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refunds everything left without an amount and shows the server refusing in words', async () => {
    const paid = buildDeskRegistration();
    const api = mockApi({
      [`GET ${DESK}/registrations`]: { body: listOf(paid) },
      [`POST ${DESK}/registrations/${paid.id}/refund`]: {
        status: 409,
        body: { error: { code: 'refundTooLarge', message: 'x' } },
      },
    });
    const { user } = renderDesk();
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund Reel Deal' });
    expect(
      within(dialog).getByRole('radio', { name: 'Full refund of what is left ($150.00)' }),
    ).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Refund $150.00' }));
    expect(await screen.findByText('The refund is more than what is left to refund.')).toBeInTheDocument();
    expect(api.callsTo('POST', `${DESK}/registrations/${paid.id}/refund`)[0]!.body).toEqual({ note: '' });
    expect(screen.getByRole('dialog', { name: 'Refund Reel Deal' })).toBeInTheDocument();
  });

  it('offers no refund when nothing is left to refund', async () => {
    mockApi({
      [`GET ${DESK}/registrations`]: { body: listOf(buildDeskRegistration({ refundedMinor: 15_000 })) },
    });
    renderDesk();
    expect(await screen.findByText('Refunded $150.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('records money taken offline for an unpaid entry, the fee filled in, and keeps Mark paid', async () => {
    const api = mockApi({
      [`GET ${DESK}/registrations`]: { body: listOf(unpaid) },
      [`POST ${DESK}/registrations/${UNPAID_ID}/payment`]: { body: buildPayment() },
    });
    const { user } = renderDesk();
    expect(await screen.findByRole('button', { name: 'Mark fee paid' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record payment for Knot Working' });
    expect(within(dialog).getByLabelText('Amount received (US dollars)')).toHaveValue('150.00');
    await user.selectOptions(within(dialog).getByLabelText('How it was paid'), 'Bank transfer');
    await user.type(within(dialog).getByLabelText('Note'), 'Ref 4471');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Payment recorded for Knot Working.')).toBeInTheDocument();
    expect(api.callsTo('POST', `${DESK}/registrations/${UNPAID_ID}/payment`)[0]!.body).toEqual({
      method: 'transfer',
      amountMinor: 15_000,
      note: 'Ref 4471',
    });
  });

  it('refuses an amount that is not one', async () => {
    const api = mockApi({ [`GET ${DESK}/registrations`]: { body: listOf(unpaid) } });
    const { user } = renderDesk();
    await user.click(await screen.findByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record payment for Knot Working' });
    const amount = within(dialog).getByLabelText('Amount received (US dollars)');
    await user.clear(amount);
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText('Enter an amount')).toBeInTheDocument();
    await user.type(amount, '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(
      await within(dialog).findByText('Too many decimals for this currency: write it like $12.50'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', `${DESK}/registrations/${UNPAID_ID}/payment`)).toHaveLength(0);
  });

  it('flags a disputed entry and sends evidence for its dispute', async () => {
    const disputed = buildDeskRegistration({ disputed: true });
    const api = mockApi({
      [`GET ${DESK}/registrations`]: { body: listOf(disputed) },
      [`GET /api/payments/${PAYMENT_ID}`]: {
        body: buildPayment({
          dispute: {
            id: DISPUTE_ID,
            paymentId: PAYMENT_ID,
            amountMinor: 15_000,
            currency: 'USD',
            reason: 'fraudulent',
            status: 'needs_response',
            evidenceDueBy: '2030-06-01T00:00:00.000Z',
            evidenceSubmittedAt: null,
            createdAt: '2030-05-10T00:00:00.000Z',
          },
        }),
      },
      [`POST /api/payments/disputes/${DISPUTE_ID}/evidence`]: { status: 204 },
    });
    const { user } = renderDesk();
    expect(await screen.findByText('Disputed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dispute evidence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispute on Reel Deal' });
    expect(await within(dialog).findByText('Needs your response')).toBeInTheDocument();
    expect(within(dialog).getByText('Fraud claimed')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Evidence'), 'Too short');
    await user.click(within(dialog).getByRole('button', { name: 'Send evidence' }));
    expect(await within(dialog).findByText('Write at least 10 characters')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Evidence'), ': checked in at 05:12 and fished both days.');
    await user.click(within(dialog).getByRole('button', { name: 'Send evidence' }));
    expect(
      await screen.findByText('Evidence sent. The card issuer decides within a few weeks.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/payments/disputes/${DISPUTE_ID}/evidence`)[0]!.body).toEqual({
      text: 'Too short: checked in at 05:12 and fished both days.',
    });
  });

  it('says when a dispute is closed and takes no more evidence', async () => {
    const disputed = buildDeskRegistration({ disputed: true });
    mockApi({
      [`GET ${DESK}/registrations`]: { body: listOf(disputed) },
      [`GET /api/payments/${PAYMENT_ID}`]: {
        body: buildPayment({
          dispute: {
            id: DISPUTE_ID,
            paymentId: PAYMENT_ID,
            amountMinor: 15_000,
            currency: 'USD',
            reason: 'product_not_received',
            status: 'lost',
            evidenceDueBy: null,
            evidenceSubmittedAt: '2030-05-12T00:00:00.000Z',
            createdAt: '2030-05-10T00:00:00.000Z',
          },
        }),
      },
    });
    const { user } = renderDesk();
    await user.click(await screen.findByRole('button', { name: 'Dispute evidence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispute on Reel Deal' });
    expect(
      await within(dialog).findByText('This dispute is closed; nothing more can be sent.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Send evidence' })).not.toBeInTheDocument();
  });
});
