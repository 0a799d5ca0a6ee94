import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import type { AdminUserList } from '@tightlines/domain/admin/contract';
import { mockApi } from '#web/test/api';
import { renderWithProviders } from '#web/test/render';
import { adminNav } from '#web/features/admin/nav';
import { adminRoutes } from '#web/features/admin/routes';
import { FinancialPage } from './pages/financial-page';
import { InvoicesPage } from './pages/invoices-page';
import { PayoutsPage } from './pages/payouts-page';
import { SubscriptionsPage } from './pages/subscriptions-page';
import { financialReport, IDS, invoice, subscription, taxRate } from './testing/fixtures';

function renderPage(page: React.ReactElement) {
  return renderWithProviders(
    <>
      {page}
      <Toaster />
    </>,
  );
}

const users: AdminUserList = {
  items: [
    {
      id: IDS.user,
      email: 'dana@bayside.example',
      firstName: 'Dana',
      lastName: 'Shore',
      name: 'Dana Shore',
      avatarUrl: null,
      emailVerified: true,
      createdAt: '2025-04-02T10:00:00.000Z',
      roles: ['user'],
    },
  ],
  total: 1,
  offset: 0,
  limit: 8,
};

describe('/admin/invoices', () => {
  it('lists invoices with PDF links, marks one paid and voids one after confirmation', async () => {
    const api = mockApi({
      'GET /api/admin/invoices': { body: { items: [invoice()], nextCursor: null } },
      'POST /api/admin/invoices/:invoiceId/mark-paid': { body: invoice({ status: 'paid' }) },
      'POST /api/admin/invoices/:invoiceId/void': { body: invoice({ status: 'void' }) },
    });
    const { user } = renderPage(<InvoicesPage />);
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(within(table).getByText('$250.00')).toBeInTheDocument();
    expect(within(table).getByText('Open')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'PDF of TL-2026-000043' })).toHaveAttribute(
      'href',
      `/api/invoices/${IDS.invoice}/pdf`,
    );

    await user.click(within(table).getByRole('button', { name: 'Mark TL-2026-000043 paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark TL-2026-000043 paid' });
    await user.selectOptions(within(dialog).getByLabelText('Paid by'), 'cash');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/admin/invoices/${IDS.invoice}/mark-paid`)).toHaveLength(1),
    );
    expect(api.callsTo('POST', `/api/admin/invoices/${IDS.invoice}/mark-paid`)[0]?.body).toEqual({
      method: 'cash',
      note: '',
    });

    await user.click(within(table).getByRole('button', { name: 'Void TL-2026-000043' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Void invoice TL-2026-000043?' });
    expect(api.callsTo('POST', `/api/admin/invoices/${IDS.invoice}/void`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Void' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/admin/invoices/${IDS.invoice}/void`)).toHaveLength(1),
    );
  }, 20_000);

  it('filters by kind and status through the query', async () => {
    const api = mockApi({ 'GET /api/admin/invoices': { body: { items: [], nextCursor: null } } });
    const { user } = renderPage(<InvoicesPage />);
    expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Type'), 'credit_note');
    await user.selectOptions(screen.getByLabelText('Status'), 'paid');
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/admin/invoices').at(-1)?.search).toBe(
        '?kind=credit_note&status=paid&limit=25',
      ),
    );
    expect(await screen.findByText('No invoices match these filters')).toBeInTheDocument();
  });

  it('issues a manual invoice to a customer found by search', async () => {
    const api = mockApi({
      'GET /api/admin/invoices': { body: { items: [], nextCursor: null } },
      'GET /api/admin/tax-rates': { body: { items: [taxRate()] } },
      'GET /api/admin/users': { body: users },
      'POST /api/admin/invoices': { body: invoice() },
    });
    const { user } = renderPage(<InvoicesPage />);
    await user.click(await screen.findByRole('button', { name: 'New invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'New invoice' });
    await user.click(within(dialog).getByRole('button', { name: 'Issue invoice' }));
    expect(await within(dialog).findByText('Choose a customer.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/invoices')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Customer/), 'dana');
    await user.click(await within(dialog).findByRole('button', { name: /Dana Shore/ }));
    await user.type(within(dialog).getByLabelText('Description of line 1'), 'Sponsorship');
    await user.type(within(dialog).getByLabelText('Unit price of line 1'), '250');
    await user.click(within(dialog).getByRole('button', { name: 'Add line' }));
    await user.type(within(dialog).getByLabelText('Description of line 2'), 'Banner');
    await user.clear(within(dialog).getByLabelText('Quantity of line 2'));
    await user.type(within(dialog).getByLabelText('Quantity of line 2'), '2');
    await user.type(within(dialog).getByLabelText('Unit price of line 2'), '12.5');
    expect(within(dialog).getByText('Subtotal $275.00')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Tax rate'), IDS.taxRate);
    await user.click(within(dialog).getByRole('button', { name: 'Issue invoice' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/invoices')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/admin/invoices')[0]?.body).toEqual({
      userId: IDS.user,
      lines: [
        { label: 'Sponsorship', quantity: 1, unitMinor: 25000 },
        { label: 'Banner', quantity: 2, unitMinor: 1250 },
      ],
      currency: 'USD',
      taxRateId: IDS.taxRate,
      dueDays: 30,
    });
    expect(await screen.findByText('Invoice TL-2026-000043 issued and e-mailed')).toBeInTheDocument();
  }, 30_000);
});

describe('/admin/subscriptions', () => {
  it('lists subscriptions with plan price and renewal', async () => {
    mockApi({
      'GET /api/admin/subscriptions': {
        body: {
          items: [
            subscription(),
            subscription({ id: IDS.payout, status: 'past_due', cancelAtPeriodEnd: true }),
          ],
        },
      },
    });
    renderPage(<SubscriptionsPage />);
    const table = await screen.findByRole('table', { name: 'Subscriptions' });
    expect(within(table).getAllByText('$29.00 / month')).toHaveLength(2);
    expect(within(table).getByText('Active')).toBeInTheDocument();
    expect(within(table).getByText('Past due')).toBeInTheDocument();
    expect(within(table).getByText(/^Renews/)).toBeInTheDocument();
    expect(within(table).getByText(/^Ends/)).toBeInTheDocument();
  });
});

describe('/admin/payouts', () => {
  it('lists payouts and runs them now after confirmation', async () => {
    const api = mockApi({
      'GET /api/admin/payouts': {
        body: {
          items: [
            {
              id: IDS.payout,
              amountMinor: 90000,
              currency: 'USD',
              status: 'failed',
              failureReason: 'Account closed',
              createdAt: '2026-05-01T00:00:00.000Z',
              paidAt: null,
              payee: { userId: IDS.user, displayName: 'Dana Shore' },
            },
          ],
          nextCursor: null,
        },
      },
      'POST /api/admin/payouts/run': { body: {} },
    });
    const { user } = renderPage(<PayoutsPage />);
    const table = await screen.findByRole('table', { name: 'Payouts' });
    expect(within(table).getByText('$900.00')).toBeInTheDocument();
    expect(within(table).getByText('Account closed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Run payouts now' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Run payouts now?' });
    expect(api.callsTo('POST', '/api/admin/payouts/run')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Run payouts now' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/payouts/run')).toHaveLength(1));
    expect(await screen.findByText('Payouts started')).toBeInTheDocument();
  });
});

describe('/admin/financial', () => {
  it('shows totals and months for the range, and a CSV link with the same query', async () => {
    const api = mockApi({ 'GET /api/admin/financial': { body: financialReport } });
    const { user } = renderPage(<FinancialPage />);
    expect(await screen.findAllByText('$2,366.00')).toHaveLength(2);
    const table = screen.getByRole('table', { name: 'Revenue by month' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('$1,200.00')).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: /Gross revenue by source/ }, { timeout: 10_000 }),
    ).toBeInTheDocument();

    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(screen.getByLabelText('Currency'));
    await user.type(screen.getByLabelText('Currency'), 'cad');
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/admin/financial').at(-1)?.query.get('currency')).toBe('CAD'),
    );
    const last = api.callsTo('GET', '/api/admin/financial').at(-1)!;
    expect(last.query.get('from')).toBe((from as HTMLInputElement).value);
    expect(last.query.get('to')).toBe((to as HTMLInputElement).value);
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `/api/admin/financial.csv${last.search}`,
    );
  }, 30_000);

  it('says when no money moved', async () => {
    mockApi({
      'GET /api/admin/financial': {
        body: { ...financialReport, months: [], totals: { ...financialReport.totals, grossMinor: 0 } },
      },
    });
    renderPage(<FinancialPage />);
    expect(await screen.findByText('No money moved in these months')).toBeInTheDocument();
  });
});

describe('admin navigation', () => {
  it('has a sidebar entry and a route for every finance page', () => {
    const paths = [
      'financial',
      'payments',
      'refunds',
      'chargebacks',
      'invoices',
      'subscriptions',
      'payouts',
      'pricing',
      'discount-codes',
      'tax',
    ];
    const children = adminRoutes[0]?.children?.map((route) => route.path) ?? [];
    for (const path of paths) {
      expect(children).toContain(path);
      expect(adminNav.map((item) => item.to)).toContain(`/admin/${path}`);
    }
  });
});
