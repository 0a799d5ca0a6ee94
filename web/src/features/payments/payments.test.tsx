import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import type { Invoice, PaymentView, Plan, Subscription } from '@tightlines/domain/payments/contract';
import { renderWithProviders } from '#web/test/render';
import { mockApi } from '#web/test/api';
import { buildMe, SIGNED_OUT } from '#web/test/me';
import { redirectTo } from './api/payments';
import { BillingPage } from './pages/billing-page';
import { PricingPage } from './pages/pricing-page';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

const ME = '11111111-1111-4111-8111-111111111111';
const BASIC = 'b1b1b1b1-b1b1-4b1b-8b1b-b1b1b1b1b1b1';
const PRO = 'c2c2c2c2-c2c2-4c2c-8c2c-c2c2c2c2c2c2';
const SUB = 'd3d3d3d3-d3d3-4d3d-8d3d-d3d3d3d3d3d3';
const PAYMENT = 'e4e4e4e4-e4e4-4e4e-8e4e-e4e4e4e4e4e4';
const RECEIPT = 'f5f5f5f5-f5f5-4f5f-8f5f-f5f5f5f5f5f5';

function plan(overrides: Partial<Plan> = {}): Plan {
  return {
    id: BASIC,
    name: 'Club',
    description: 'For clubs running a few events a year.',
    features: ['Unlimited events', 'Discount codes'],
    priceMinor: 1_900,
    currency: 'USD',
    interval: 'month',
    platformFeeBp: 300,
    active: true,
    subscriberCount: 4,
    ...overrides,
  };
}

const plans = () => ({
  items: [
    plan(),
    plan({ id: PRO, name: 'Pro', priceMinor: 19_000, interval: 'year', platformFeeBp: null, features: [] }),
  ],
});

function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: SUB,
    plan: plan(),
    user: { userId: ME, displayName: 'Casey Rivers' },
    provider: 'stripe',
    status: 'active',
    currentPeriodEnd: '2031-07-01T00:00:00.000Z',
    cancelAtPeriodEnd: false,
    createdAt: '2031-06-01T00:00:00.000Z',
    ...overrides,
  };
}

const payment = (): PaymentView => ({
  id: PAYMENT,
  purpose: 'registration',
  provider: 'stripe',
  offlineMethod: null,
  status: 'succeeded',
  payer: { userId: ME, displayName: 'Casey Rivers' },
  description: 'Bay Bass Classic entry',
  quote: {
    currency: 'USD',
    lines: [],
    subtotalMinor: 15_000,
    discountMinor: 0,
    discountCode: null,
    discountError: null,
    taxMinor: 0,
    taxRate: null,
    totalMinor: 15_000,
    platformFeeMinor: 750,
  },
  amountMinor: 15_000,
  currency: 'USD',
  refundedMinor: 2_500,
  registrations: [],
  receipt: { id: RECEIPT, number: 'TL-2031-000042' },
  refunds: [],
  dispute: null,
  holdExpiresAt: null,
  failureReason: null,
  paidAt: '2031-05-01T10:00:00.000Z',
  createdAt: '2031-05-01T10:00:00.000Z',
});

const invoice = (): Invoice => ({
  id: RECEIPT,
  number: 'TL-2031-000042',
  kind: 'receipt',
  status: 'paid',
  customer: { userId: ME, name: 'Casey Rivers', email: 'casey@example.com' },
  lines: [{ label: 'Entry', quantity: 1, unitMinor: 15_000 }],
  subtotalMinor: 15_000,
  discountMinor: 0,
  taxMinor: 0,
  totalMinor: 15_000,
  currency: 'USD',
  paymentId: PAYMENT,
  issuedAt: '2031-05-01T10:00:00.000Z',
  dueAt: null,
  paidAt: '2031-05-01T10:00:00.000Z',
});

const billingRoutes = [
  {
    path: '/settings/billing',
    element: (
      <>
        <BillingPage />
        <Toaster />
      </>
    ),
  },
];

describe('/settings/billing', () => {
  it('shows my plan, my payments and receipts with PDF links, and cancels after a confirmation', async () => {
    const api = mockApi({
      'GET /api/me': { body: buildMe({ id: ME }) },
      'GET /api/subscriptions/mine': { body: { items: [subscription()] } },
      'GET /api/payments/mine': { body: { items: [payment()], nextCursor: null } },
      'GET /api/invoices/mine': { body: { items: [invoice()], nextCursor: null } },
      [`POST /api/subscriptions/${SUB}/cancel`]: { body: subscription({ cancelAtPeriodEnd: true }) },
    });
    const { user } = renderWithProviders(null, { routes: billingRoutes, route: '/settings/billing' });

    expect(await screen.findByText('Club')).toBeInTheDocument();
    expect(screen.getByText('$19.00 per month')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText(/^Renews on/)).toBeInTheDocument();

    expect(await screen.findByText('Bay Bass Classic entry')).toBeInTheDocument();
    expect(screen.getByText(/refunded \$25\.00/)).toBeInTheDocument();
    // What it paid for is named in the reader's language beside the event's name.
    expect(screen.getByText(/^Entry fee · /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download receipt TL-2031-000042 (PDF)' })).toHaveAttribute(
      'href',
      `/api/invoices/${RECEIPT}/pdf`,
    );
    expect(await screen.findByRole('link', { name: 'Download TL-2031-000042 (PDF)' })).toHaveAttribute(
      'href',
      `/api/invoices/${RECEIPT}/pdf`,
    );

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Your subscription is cancelled.')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/subscriptions/${SUB}/cancel`)).toHaveLength(1);
  });

  it('changes the plan from the list of other plans', async () => {
    const api = mockApi({
      'GET /api/me': { body: buildMe({ id: ME }) },
      'GET /api/subscriptions/mine': { body: { items: [subscription()] } },
      'GET /api/payments/mine': { body: { items: [], nextCursor: null } },
      'GET /api/invoices/mine': { body: { items: [], nextCursor: null } },
      'GET /api/plans': { body: plans() },
      [`POST /api/subscriptions/${SUB}/change`]: {
        body: {
          subscription: subscription({ plan: plan({ id: PRO, name: 'Pro' }) }),
          checkoutUrl: null,
          invoiceId: null,
        },
      },
    });
    const { user } = renderWithProviders(null, { routes: billingRoutes, route: '/settings/billing' });
    await user.click(await screen.findByRole('button', { name: 'Change plan' }));
    await user.click(await screen.findByRole('button', { name: 'Switch to Pro' }));
    expect(await screen.findByText('You are now on Pro.')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/subscriptions/${SUB}/change`)[0]?.body).toEqual({ planId: PRO });
    expect(screen.getByText('You have not made any payments yet.')).toBeInTheDocument();
    expect(screen.getByText('No receipts or invoices yet.')).toBeInTheDocument();
  });

  it('links to the plans when I have no subscription', async () => {
    mockApi({
      'GET /api/me': { body: buildMe({ id: ME }) },
      'GET /api/subscriptions/mine': { body: { items: [] } },
      'GET /api/payments/mine': { body: { items: [], nextCursor: null } },
      'GET /api/invoices/mine': { body: { items: [], nextCursor: null } },
    });
    renderWithProviders(null, { routes: billingRoutes, route: '/settings/billing' });
    expect(await screen.findByText('You have no subscription')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  });
});

const pricingRoutes = [
  {
    path: '/pricing',
    element: (
      <>
        <PricingPage />
        <Toaster />
      </>
    ),
  },
  { path: '/auth/login', element: <p>Sign in page</p> },
];

describe('/pricing', () => {
  it('shows the plans as cards and subscribing sends me to checkout', async () => {
    const assign = vi.spyOn(redirectTo, 'assign').mockImplementation(() => {});
    const api = mockApi({
      'GET /api/me': { body: buildMe({ id: ME }) },
      'GET /api/plans': { body: plans() },
      'GET /api/subscriptions/mine': { body: { items: [] } },
      'POST /api/subscriptions': {
        body: {
          subscription: subscription({ status: 'incomplete' }),
          checkoutUrl: 'https://checkout.stripe.test/s/1',
          invoiceId: null,
        },
      },
    });
    const { user } = renderWithProviders(null, { routes: pricingRoutes, route: '/pricing' });
    const club = (await screen.findByRole('heading', { name: 'Club' })).closest('li') as HTMLElement;
    expect(within(club).getByText('$19.00 per month')).toBeInTheDocument();
    expect(within(club).getByText('Unlimited events')).toBeInTheDocument();
    expect(within(club).getByText('Platform fee on entry fees: 3%')).toBeInTheDocument();
    const pro = screen.getByRole('heading', { name: 'Pro' }).closest('li') as HTMLElement;
    expect(within(pro).getByText('$190.00 per year')).toBeInTheDocument();
    expect(within(pro).getByText('Standard platform fee on entry fees')).toBeInTheDocument();

    await user.click(within(club).getByRole('button', { name: 'Subscribe' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/s/1'));
    expect(api.callsTo('POST', '/api/subscriptions')[0]?.body).toEqual({ planId: BASIC });
  });

  it('says an invoice was e-mailed when payments are offline', async () => {
    mockApi({
      'GET /api/me': { body: buildMe({ id: ME }) },
      'GET /api/plans': { body: plans() },
      'GET /api/subscriptions/mine': { body: { items: [] } },
      'POST /api/subscriptions': {
        body: {
          subscription: subscription({ status: 'incomplete', provider: 'offline' }),
          checkoutUrl: null,
          invoiceId: RECEIPT,
        },
      },
    });
    const { user } = renderWithProviders(null, { routes: pricingRoutes, route: '/pricing' });
    const club = (await screen.findByRole('heading', { name: 'Club' })).closest('li') as HTMLElement;
    await user.click(within(club).getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('We e-mailed you an invoice')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the invoice (PDF)' })).toHaveAttribute(
      'href',
      `/api/invoices/${RECEIPT}/pdf`,
    );
  });

  it('asks a visitor to sign in first', async () => {
    mockApi({
      'GET /api/me': { body: SIGNED_OUT },
      'GET /api/plans': { body: plans() },
    });
    const { user, router } = renderWithProviders(null, { routes: pricingRoutes, route: '/pricing' });
    const club = (await screen.findByRole('heading', { name: 'Club' })).closest('li') as HTMLElement;
    await user.click(within(club).getByRole('button', { name: 'Sign in to subscribe' }));
    expect(await screen.findByText('Sign in page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Fpricing');
  });
});
