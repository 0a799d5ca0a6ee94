import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { mockApi } from '#web/test/api';
import { renderWithProviders } from '#web/test/render';
import { DiscountCodesPage } from './pages/discount-codes-page';
import { PricingPage } from './pages/pricing-page';
import { TaxPage } from './pages/tax-page';
import { discountCode, IDS, plan, taxRate } from './testing/fixtures';

function renderPage(page: React.ReactElement) {
  return renderWithProviders(
    <>
      {page}
      <Toaster />
    </>,
  );
}

const scopeEvents = {
  items: [
    {
      id: IDS.event,
      name: 'Bayside Bass Classic',
      series: { id: IDS.series, name: 'Gulf Coast Series', seasonYear: 2026 },
    },
  ],
};

describe('/admin/tax', () => {
  it('lists rates with the percentage from basis points and creates one', async () => {
    const api = mockApi({
      'GET /api/admin/tax-rates': { body: { items: [taxRate()] } },
      'POST /api/admin/tax-rates': ({ body }) => ({ body: { ...taxRate(), ...(body as object) } }),
    });
    const { user } = renderPage(<TaxPage />);
    const table = await screen.findByRole('table', { name: 'Tax rates' });
    expect(within(table).getByText('7.25%')).toBeInTheDocument();
    expect(within(table).getByText('Added to price')).toBeInTheDocument();
    expect(within(table).getByText('United States')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New tax rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'New tax rate' });
    await user.type(within(dialog).getByLabelText(/Name/), 'VAT');
    await user.type(within(dialog).getByLabelText(/Rate/), '19');
    await user.type(within(dialog).getByLabelText(/Country/), '1X');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Use a 2-letter country code.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/tax-rates')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/Country/));
    await user.type(within(dialog).getByLabelText(/Country/), 'de');
    await user.click(within(dialog).getByLabelText('Prices already include this tax'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/tax-rates')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/admin/tax-rates')[0]?.body).toEqual({
      country: 'DE',
      region: null,
      name: 'VAT',
      rateBp: 1900,
      inclusive: true,
      active: true,
    });
    expect(await screen.findByText('Tax rate saved')).toBeInTheDocument();
  }, 20_000);

  it('deletes a rate after confirmation', async () => {
    const api = mockApi({
      'GET /api/admin/tax-rates': { body: { items: [taxRate()] } },
      'DELETE /api/admin/tax-rates/:taxRateId': { status: 204 },
    });
    const { user } = renderPage(<TaxPage />);
    const table = await screen.findByRole('table', { name: 'Tax rates' });
    await user.click(within(table).getByRole('button', { name: 'Delete FL sales tax' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the tax rate FL sales tax?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', `/api/admin/tax-rates/${IDS.taxRate}`)).toHaveLength(1));
  });

  it('says when there are no rates', async () => {
    mockApi({ 'GET /api/admin/tax-rates': { body: { items: [] } } });
    renderPage(<TaxPage />);
    expect(await screen.findByText('No tax rates')).toBeInTheDocument();
  });
});

describe('/admin/discount-codes', () => {
  it('lists codes with scope and uses, and creates an amount code for a series', async () => {
    const api = mockApi({
      'GET /api/discount-codes': { body: { items: [discountCode()] } },
      'GET /api/tournament-director/events': { body: scopeEvents },
      'POST /api/discount-codes': { body: discountCode({ id: IDS.code, code: 'CLUB5' }) },
    });
    const { user } = renderPage(<DiscountCodesPage />);
    const table = await screen.findByRole('table', { name: 'Discount codes' });
    expect(within(table).getByText('10%')).toBeInTheDocument();
    expect(within(table).getByText('Bayside Bass Classic')).toBeInTheDocument();
    expect(within(table).getByText('12 of 50')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New code' }));
    const dialog = await screen.findByRole('dialog', { name: 'New code' });
    await user.type(within(dialog).getByLabelText(/^Code/), 'club5');
    await user.selectOptions(within(dialog).getByLabelText('Discount'), 'amount');
    await user.type(within(dialog).getByLabelText(/Amount off/), '5');
    await within(dialog).findByRole('option', { name: 'Gulf Coast Series' });
    await user.selectOptions(within(dialog).getByLabelText('Applies to'), `series:${IDS.series}`);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/discount-codes')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/discount-codes')[0]?.body).toMatchObject({
      code: 'CLUB5',
      kind: 'amount',
      percentBp: null,
      amountMinor: 500,
      currency: 'USD',
      eventId: null,
      seriesId: IDS.series,
      maxUses: null,
      perPersonLimit: 1,
      active: true,
    });
  }, 20_000);

  it('refuses a code with spaces before calling the API', async () => {
    const api = mockApi({
      'GET /api/discount-codes': { body: { items: [] } },
      'GET /api/tournament-director/events': { body: { items: [] } },
    });
    const { user } = renderPage(<DiscountCodesPage />);
    expect(await screen.findByText('No discount codes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New code' }));
    const dialog = await screen.findByRole('dialog', { name: 'New code' });
    await user.type(within(dialog).getByLabelText(/^Code/), 'a b');
    await user.type(within(dialog).getByLabelText(/Percent off/), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Use 3–40 letters, digits, - or _.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/discount-codes')).toHaveLength(0);
  }, 20_000);

  it('edits a code with PATCH and deletes one after confirmation', async () => {
    const api = mockApi({
      'GET /api/discount-codes': { body: { items: [discountCode()] } },
      'GET /api/tournament-director/events': { body: scopeEvents },
      'PATCH /api/discount-codes/:codeId': { body: discountCode({ active: false }) },
      'DELETE /api/discount-codes/:codeId': { status: 204 },
    });
    const { user } = renderPage(<DiscountCodesPage />);
    const table = await screen.findByRole('table', { name: 'Discount codes' });
    await user.click(within(table).getByRole('button', { name: 'Edit EARLY10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit code' });
    expect(within(dialog).getByLabelText(/Percent off/)).toHaveValue(10);
    await user.click(within(dialog).getByLabelText('Active'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH', `/api/discount-codes/${IDS.code}`)).toHaveLength(1));
    expect(api.callsTo('PATCH', `/api/discount-codes/${IDS.code}`)[0]?.body).toMatchObject({
      percentBp: 1000,
      eventId: IDS.event,
      active: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit code' })).not.toBeInTheDocument());

    await user.click(within(table).getByRole('button', { name: 'Delete EARLY10' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the code EARLY10?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', `/api/discount-codes/${IDS.code}`)).toHaveLength(1));
  }, 20_000);
});

describe('/admin/pricing', () => {
  it('lists plans and creates one with the fee as basis points', async () => {
    const api = mockApi({
      'GET /api/admin/plans': { body: { items: [plan()] } },
      'GET /api/admin/payment-settings': {
        body: { platformFeeBp: 500, holdMinutes: 15, payoutSchedule: 'weekly', payoutMinimumMinor: 1000 },
      },
      'POST /api/admin/plans': { body: plan({ name: 'Angler' }) },
    });
    const { user } = renderPage(<PricingPage />);
    const table = await screen.findByRole('table', { name: 'Plans' });
    expect(within(table).getByText('$29.00 / month')).toBeInTheDocument();
    expect(within(table).getByText('3%')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'New plan' });
    await user.type(within(dialog).getByLabelText(/Name/), 'Angler');
    await user.type(within(dialog).getByLabelText(/^Price/), '99');
    await user.selectOptions(within(dialog).getByLabelText('Billed'), 'year');
    await user.type(within(dialog).getByLabelText(/Platform fee/), '2.5');
    await user.type(within(dialog).getByLabelText(/Features/), 'Live leaderboard{Enter}Team pages');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/plans')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/admin/plans')[0]?.body).toEqual({
      name: 'Angler',
      description: '',
      features: ['Live leaderboard', 'Team pages'],
      priceMinor: 9900,
      currency: 'USD',
      interval: 'year',
      platformFeeBp: 250,
      active: true,
    });
  }, 20_000);

  it('saves the payment settings with the fee as basis points and the minimum in the platform currency', async () => {
    const api = mockApi({
      'GET /api/admin/plans': { body: { items: [] } },
      'GET /api/admin/payment-settings': {
        body: {
          platformFeeBp: 500,
          holdMinutes: 15,
          payoutSchedule: 'weekly',
          currency: 'JPY',
          payoutMinimumMinor: 1000,
        },
      },
      'PUT /api/admin/payment-settings': ({ body }) => ({ body }),
    });
    const { user } = renderPage(<PricingPage />);
    expect(await screen.findByText('No plans')).toBeInTheDocument();
    const fee = await screen.findByLabelText(/Platform fee/);
    expect(fee).toHaveValue(5);
    await user.clear(fee);
    await user.type(fee, '6');
    await user.selectOptions(screen.getByLabelText('Payout schedule'), 'monthly');
    // Yen have no minor digits: 1000 minor units are typed as 1000, and 2500 typed is 2500.
    const minimum = screen.getByLabelText(/Payout minimum/);
    expect(minimum).toHaveValue(1000);
    expect(
      screen.getByText("In the platform's currency (JPY). Balances below this wait for the next run."),
    ).toBeInTheDocument();
    await user.clear(minimum);
    await user.type(minimum, '2500');
    await user.clear(screen.getByLabelText(/Hold/));
    await user.type(screen.getByLabelText(/Hold/), '200');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter 5 to 120 minutes.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/admin/payment-settings')).toHaveLength(0);
    await user.clear(screen.getByLabelText(/Hold/));
    await user.type(screen.getByLabelText(/Hold/), '20');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/admin/payment-settings')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/admin/payment-settings')[0]?.body).toEqual({
      platformFeeBp: 600,
      holdMinutes: 20,
      payoutSchedule: 'monthly',
      currency: 'JPY',
      payoutMinimumMinor: 2500,
    });
    expect(await screen.findByText('Payment settings saved')).toBeInTheDocument();
  }, 20_000);
});
