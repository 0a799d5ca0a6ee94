import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import type { PaymentView, Quote } from '@tightlines/domain/payments/contract';
import { renderWithProviders } from '#web/test/render';
import { mockApi } from '#web/test/api';
import { redirectTo } from '#web/features/payments/api/payments';
import { CompleteRegistrationPage } from './pages/complete-registration-page';
import { RegistrationSuccessPage } from './pages/registration-success-page';
import { RegistrationsPage } from './pages/registrations-page';
import { buildOptions, buildRegistration, signedInMe, ME_ID } from './testing/fixtures';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

const REG_ID = '55555555-5555-4555-8555-555555555555';
const PAYMENT_ID = '99999999-9999-4999-8999-999999999999';
const RECEIPT_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

function buildQuote(overrides: Partial<Quote> = {}): Quote {
  return {
    currency: 'USD',
    lines: [{ label: 'Bay Bass Classic — Reel Deal', amountMinor: 15_000, registrationId: REG_ID }],
    subtotalMinor: 15_000,
    discountMinor: 0,
    discountCode: null,
    discountError: null,
    taxMinor: 0,
    taxRate: null,
    totalMinor: 15_000,
    platformFeeMinor: 750,
    ...overrides,
  };
}

function buildPayment(overrides: Partial<PaymentView> = {}): PaymentView {
  return {
    id: PAYMENT_ID,
    purpose: 'registration',
    provider: 'stripe',
    offlineMethod: null,
    status: 'pending',
    payer: { userId: ME_ID, displayName: 'Casey Rivers' },
    description: 'Bay Bass Classic',
    quote: buildQuote(),
    amountMinor: 15_000,
    currency: 'USD',
    refundedMinor: 0,
    registrations: [
      {
        id: REG_ID,
        eventId: '22222222-2222-4222-8222-222222222222',
        eventName: 'Bay Bass Classic',
        entrantName: 'Reel Deal',
      },
    ],
    receipt: null,
    refunds: [],
    dispute: null,
    holdExpiresAt: null,
    failureReason: null,
    paidAt: null,
    createdAt: '2031-05-01T10:00:00.000Z',
    ...overrides,
  };
}

const payable = () =>
  buildRegistration({
    canPay: true,
    holdExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    paymentId: null,
  });

const pageRoutes = [
  {
    path: '/complete-registration',
    element: (
      <>
        <CompleteRegistrationPage />
        <Toaster />
      </>
    ),
  },
  { path: '/registration-success', element: <RegistrationSuccessPage /> },
];

describe('/complete-registration?registration= (pay page)', () => {
  it('shows the quote and the refund policy, applies a discount code and sends the person to checkout', async () => {
    const assign = vi.spyOn(redirectTo, 'assign').mockImplementation(() => {});
    const options = buildOptions();
    options.events[0]!.money = {
      refundPolicy: 'full',
      refundPercentBp: 10_000,
      refundDeadline: null,
      taxCountry: null,
      taxRegion: null,
    };
    const api = mockApi({
      'GET /api/me': { body: signedInMe() },
      'GET /api/payments/config': { body: { provider: 'stripe', holdMinutes: 15 } },
      'GET /api/registrations': { body: { items: [payable()] } },
      'GET /api/registrations/options': { body: options },
      'POST /api/payments/quote': ({ body }) => {
        const code = (body as { discountCode?: string }).discountCode;
        if (code === 'NOPE') return { body: buildQuote({ discountError: 'discountCodeInvalid' }) };
        if (code === 'SPRING10')
          return {
            body: buildQuote({ discountCode: 'SPRING10', discountMinor: 1_500, totalMinor: 13_500 }),
          };
        return { body: buildQuote() };
      },
      'POST /api/payments/checkout': {
        body: {
          paymentId: PAYMENT_ID,
          checkoutUrl: 'https://checkout.stripe.test/c/pay_1',
          holdExpiresAt: null,
          quote: buildQuote({ discountCode: 'SPRING10', discountMinor: 1_500, totalMinor: 13_500 }),
        },
      },
    });
    const { user } = renderWithProviders(null, {
      routes: pageRoutes,
      route: `/complete-registration?registration=${REG_ID}`,
    });

    expect(
      await screen.findByRole('button', { name: 'Pay $150.00' }, { timeout: 4_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Bay Bass Classic — Reel Deal')).toBeInTheDocument();
    expect(screen.getByText(/Your place is held for \d+:\d\d/)).toBeInTheDocument();
    expect(screen.getByText('Full refund if you cancel before the event starts.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Discount code'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That discount code is not valid.');

    await user.clear(screen.getByLabelText('Discount code'));
    await user.type(screen.getByLabelText('Discount code'), 'spring10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('button', { name: 'Pay $135.00' })).toBeInTheDocument();
    expect(screen.getByText('Discount (SPRING10)')).toBeInTheDocument();
    expect(screen.getByText('Code SPRING10 applied.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pay $135.00' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay_1'));
    expect(api.callsTo('POST', '/api/payments/checkout')[0]?.body).toEqual({
      registrationIds: [REG_ID],
      discountCode: 'SPRING10',
    });
  });

  it('shows a calm note after a cancelled checkout and a free total goes straight to the outcome', async () => {
    mockApi({
      'GET /api/me': { body: signedInMe() },
      'GET /api/payments/config': { body: { provider: 'stripe', holdMinutes: 15 } },
      'GET /api/registrations': { body: { items: [payable()] } },
      'GET /api/registrations/options': { body: buildOptions() },
      'POST /api/payments/quote': { body: buildQuote({ totalMinor: 0, discountMinor: 15_000 }) },
      'POST /api/payments/checkout': {
        body: { paymentId: PAYMENT_ID, checkoutUrl: null, holdExpiresAt: null, quote: buildQuote() },
      },
      [`GET /api/payments/${PAYMENT_ID}`]: {
        body: buildPayment({ status: 'succeeded', amountMinor: 0 }),
      },
      [`GET /api/registrations/${REG_ID}`]: { body: buildRegistration({ paymentStatus: 'paid' }) },
      [`GET /api/registrations/${REG_ID}/qr`]: { body: { code: 'dock-code-123', svg: '<svg></svg>' } },
    });
    const { user, router } = renderWithProviders(null, {
      routes: pageRoutes,
      route: `/complete-registration?registration=${REG_ID}&cancelled=1`,
    });
    expect(await screen.findByText(/You left the payment page without paying/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Confirm registration' }));
    expect(await screen.findByText('Payment received: $0.00')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?id=${REG_ID}&payment=${PAYMENT_ID}`);
  });

  it('says the card was declined when the person comes back from a declined checkout', async () => {
    mockApi({
      'GET /api/me': { body: signedInMe() },
      'GET /api/payments/config': { body: { provider: 'stripe', holdMinutes: 15 } },
      'GET /api/registrations': { body: { items: [{ ...payable(), paymentStatus: 'payment_failed' }] } },
      'GET /api/registrations/options': { body: buildOptions() },
      'POST /api/payments/quote': { body: buildQuote() },
    });
    renderWithProviders(null, {
      routes: pageRoutes,
      route: `/complete-registration?registration=${REG_ID}&cancelled=1`,
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The payment did not go through');
    expect(alert).toHaveTextContent('Your card was not charged. You can try again with another card.');
    expect(screen.queryByText(/You left the payment page without paying/)).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Pay / })).toBeEnabled();
  });

  it('says the fee is paid at check-in when payments are offline, with no Pay button', async () => {
    mockApi({
      'GET /api/me': { body: signedInMe() },
      'GET /api/payments/config': { body: { provider: 'offline', holdMinutes: 15 } },
      'GET /api/registrations': { body: { items: [buildRegistration()] } },
      'GET /api/registrations/options': { body: buildOptions() },
    });
    renderWithProviders(null, { routes: pageRoutes, route: `/complete-registration?registration=${REG_ID}` });
    expect(await screen.findByText('Pay at check-in')).toBeInTheDocument();
    expect(screen.getByText(/The entry fee of \$150\.00 is paid at check-in/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  });
});

describe('/registration-success?payment=', () => {
  it('asks again while the payment is pending and then shows it paid with the receipt', async () => {
    let calls = 0;
    mockApi({
      'GET /api/me': { body: signedInMe() },
      [`GET /api/payments/${PAYMENT_ID}`]: () => {
        calls += 1;
        return {
          body:
            calls < 2
              ? buildPayment()
              : buildPayment({
                  status: 'succeeded',
                  receipt: { id: RECEIPT_ID, number: 'TL-2031-000042' },
                  paidAt: '2031-05-01T10:01:00.000Z',
                }),
        };
      },
      [`GET /api/registrations/${REG_ID}`]: { body: buildRegistration({ paymentStatus: 'paid' }) },
      [`GET /api/registrations/${REG_ID}/qr`]: { body: { code: 'dock-code-123', svg: '<svg></svg>' } },
    });
    renderWithProviders(null, {
      routes: pageRoutes,
      route: `/registration-success?id=${REG_ID}&payment=${PAYMENT_ID}`,
    });
    expect(await screen.findByText('Confirming your payment…')).toBeInTheDocument();
    expect(await screen.findByText('Payment received: $150.00', {}, { timeout: 4_000 })).toBeInTheDocument();
    expect(screen.getByText('Receipt number TL-2031-000042')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download receipt (PDF)' })).toHaveAttribute(
      'href',
      `/api/invoices/${RECEIPT_ID}/pdf`,
    );
  });

  it('shows a failed payment with a way to try again', async () => {
    mockApi({
      'GET /api/me': { body: signedInMe() },
      [`GET /api/payments/${PAYMENT_ID}`]: { body: buildPayment({ status: 'failed' }) },
      [`GET /api/registrations/${REG_ID}`]: {
        body: buildRegistration({ paymentStatus: 'payment_failed', canPay: true }),
      },
      [`GET /api/registrations/${REG_ID}/qr`]: { body: { code: 'dock-code-123', svg: '<svg></svg>' } },
    });
    renderWithProviders(null, { routes: pageRoutes, route: `/registration-success?payment=${PAYMENT_ID}` });
    expect(await screen.findByText('The payment did not go through')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      `/complete-registration?registration=${REG_ID}`,
    );
  });
});

describe('/registration-success?payment= alone (a notification or e-mail link)', () => {
  it('shows the one registration the payment paid for, with its check-in code', async () => {
    mockApi({
      'GET /api/me': { body: signedInMe() },
      [`GET /api/payments/${PAYMENT_ID}`]: {
        body: buildPayment({ status: 'succeeded', paidAt: '2031-05-01T10:01:00.000Z' }),
      },
      [`GET /api/registrations/${REG_ID}`]: { body: buildRegistration({ paymentStatus: 'paid' }) },
      [`GET /api/registrations/${REG_ID}/qr`]: { body: { code: 'dock-code-123', svg: '<svg></svg>' } },
    });
    renderWithProviders(null, { routes: pageRoutes, route: `/registration-success?payment=${PAYMENT_ID}` });
    expect(await screen.findByText('Payment received: $150.00')).toBeInTheDocument();
    expect(await screen.findByText(/is registered for Bay Bass Classic/)).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
  });
});

describe('/registrations payment actions', () => {
  it('offers Pay now with the hold time, and a receipt and the refund for a paid one', async () => {
    mockApi({
      'GET /api/me': { body: signedInMe() },
      'GET /api/registrations': {
        body: {
          items: [
            payable(),
            buildRegistration({
              id: '77777777-7777-4777-8777-777777777777',
              event: { ...buildRegistration().event, name: 'Walleye Open' },
              paymentStatus: 'paid',
              paymentId: PAYMENT_ID,
              refundedMinor: 5_000,
            }),
            buildRegistration({
              id: '88888888-8888-4888-8888-888888888888',
              event: { ...buildRegistration().event, name: 'Autumn Derby' },
              paymentStatus: 'payment_failed',
              canPay: false,
            }),
          ],
        },
      },
    });
    renderWithProviders(null, {
      routes: [{ path: '/registrations', element: <RegistrationsPage /> }],
      route: '/registrations',
    });
    const first = (await screen.findByRole('link', { name: 'Bay Bass Classic' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(first).getByText('Payment pending')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      `/complete-registration?registration=${REG_ID}`,
    );
    expect(within(first).getByText(/Your place is held for/)).toBeInTheDocument();
    expect(within(first).queryByText(/pay at check-in/i)).not.toBeInTheDocument();

    const paid = screen.getByRole('link', { name: 'Walleye Open' }).closest('li') as HTMLElement;
    expect(within(paid).getByText('Paid')).toBeInTheDocument();
    expect(within(paid).getByText('Refunded: $50.00')).toBeInTheDocument();
    expect(within(paid).getByRole('link', { name: 'Receipt' })).toHaveAttribute(
      'href',
      `/registration-success?id=77777777-7777-4777-8777-777777777777&payment=${PAYMENT_ID}`,
    );

    const failed = screen.getByRole('link', { name: 'Autumn Derby' }).closest('li') as HTMLElement;
    expect(within(failed).getByText('Payment failed')).toBeInTheDocument();
    expect(within(failed).queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
  });
});
