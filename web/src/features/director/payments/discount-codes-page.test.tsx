import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import type { DirectorEventList } from '@tightlines/domain/tournaments/events-contract';
import { mockApi } from '#web/test/api';
import { renderWithProviders } from '#web/test/render';
import { buildSummary } from '#web/features/tournaments/testing/fixtures';
import { DiscountCodesPage } from './discount-codes-page';
import { buildCode, EVENT_ID, OTHER_EVENT_ID } from './testing/fixtures';

afterEach(() => toast.dismiss());

const attention = { catchesWaiting: 0, unpaidFees: 0, boatsOnWater: 0 };
const events: DirectorEventList = {
  items: [
    { ...buildSummary({ id: EVENT_ID, name: 'Spring Open', currency: 'USD' }), attention },
    { ...buildSummary({ id: OTHER_EVENT_ID, name: 'Lac Derby', currency: 'CAD' }), attention },
  ],
};

const page = (
  <>
    <DiscountCodesPage />
    <Toaster />
  </>
);

const CODE = buildCode();
const AMOUNT_CODE = buildCode({
  id: '77777777-7777-4777-8777-777777777702',
  code: 'CLUB-5',
  kind: 'amount',
  percentBp: null,
  amountMinor: 500,
  currency: 'CAD',
  event: { id: OTHER_EVENT_ID, name: 'Lac Derby' },
  maxUses: null,
  perPersonLimit: null,
  usedCount: 12,
  active: false,
  startsAt: '2030-03-01T12:00:00.000Z',
  endsAt: '2030-04-01T12:00:00.000Z',
});

describe('/tournament-director/discount-codes', { timeout: 30_000 }, () => {
  it('lists codes with their discount, event, uses, limits and state', async () => {
    mockApi({
      'GET /api/discount-codes': { body: { items: [CODE, AMOUNT_CODE] } },
      'GET /api/tournament-director/events': { body: events },
    });
    renderWithProviders(page);
    const list = await screen.findByRole('list', { name: 'Discount codes' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('EARLYBIRD')).toBeInTheDocument();
    expect(within(first!).getByText('10% off')).toBeInTheDocument();
    expect(within(first!).getByText('Spring Open · Used 3 of 50 · 1 per person')).toBeInTheDocument();
    expect(within(first!).getByText('Active')).toBeInTheDocument();
    expect(within(second!).getByText('CA$5.00 off')).toBeInTheDocument();
    expect(within(second!).getByText(/^Lac Derby · Used 12 times · .+ to .+$/)).toBeInTheDocument();
    expect(within(second!).getByText('Inactive')).toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: 'Activate' })).toBeInTheDocument();
  });

  it('shows the empty state with a way to create the first code', async () => {
    mockApi({
      'GET /api/discount-codes': { body: { items: [] } },
      'GET /api/tournament-director/events': { body: events },
    });
    renderWithProviders(page);
    expect(await screen.findByText('No discount codes yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New code' })).toHaveLength(2);
  });

  it('shows what is wrong, then creates an amount code for an event in its currency', async () => {
    const api = mockApi({
      'GET /api/discount-codes': { body: { items: [] } },
      'GET /api/tournament-director/events': { body: events },
      'POST /api/discount-codes': { status: 201, body: AMOUNT_CODE },
    });
    const { user } = renderWithProviders(page);
    await user.click((await screen.findAllByRole('button', { name: 'New code' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New discount code' });
    await user.type(within(dialog).getByLabelText(/^Code/), 'x!');
    await user.click(within(dialog).getByRole('button', { name: 'Create code' }));
    expect(await within(dialog).findByText('Use 3–40 letters, digits, - or _')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/discount-codes')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/^Code/));
    await user.type(within(dialog).getByLabelText(/^Code/), 'club-5');
    await user.click(within(dialog).getByRole('radio', { name: 'Fixed amount' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create code' }));
    expect(await within(dialog).findByText('Choose one of your events')).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText(/^Event/), 'Lac Derby');
    expect(within(dialog).getByLabelText('Currency')).toHaveValue('CAD');
    await user.type(within(dialog).getByLabelText('Amount off'), '5');
    await user.clear(within(dialog).getByLabelText(/^Uses per person/));
    await user.click(within(dialog).getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('CLUB-5 created.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/discount-codes')[0]!.body).toEqual({
      code: 'CLUB-5',
      kind: 'amount',
      percentBp: null,
      amountMinor: 500,
      currency: 'CAD',
      eventId: OTHER_EVENT_ID,
      seriesId: null,
      startsAt: null,
      endsAt: null,
      maxUses: null,
      perPersonLimit: null,
      active: true,
    });
  });

  it('refuses a percentage code without a percentage and an end before the start', async () => {
    const api = mockApi({
      'GET /api/discount-codes': { body: { items: [] } },
      'GET /api/tournament-director/events': { body: events },
    });
    const { user } = renderWithProviders(page);
    await user.click((await screen.findAllByRole('button', { name: 'New code' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New discount code' });
    await user.type(within(dialog).getByLabelText(/^Code/), 'SPRING10');
    await user.selectOptions(within(dialog).getByLabelText(/^Event/), 'Spring Open');
    await user.type(within(dialog).getByLabelText(/^Starts/), '2030-04-02T10:00');
    await user.type(within(dialog).getByLabelText(/^Ends/), '2030-04-01T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Create code' }));
    expect(await within(dialog).findByText('Enter a percentage from 0.01 to 100')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Percentage off (%)'), '15');
    await user.click(within(dialog).getByRole('button', { name: 'Create code' }));
    expect(await within(dialog).findByText('The end must be after the start')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/discount-codes')).toHaveLength(0);
  });

  it('edits a code and sends the whole code back', async () => {
    const api = mockApi({
      'GET /api/discount-codes': { body: { items: [CODE] } },
      'GET /api/tournament-director/events': { body: events },
      [`PATCH /api/discount-codes/${CODE.id}`]: { body: { ...CODE, percentBp: 2_000 } },
    });
    const { user } = renderWithProviders(page);
    await user.click(await screen.findByRole('button', { name: 'Edit EARLYBIRD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit EARLYBIRD' });
    const percent = within(dialog).getByLabelText('Percentage off (%)');
    expect(percent).toHaveValue(10);
    await user.clear(percent);
    await user.type(percent, '20');
    await user.click(within(dialog).getByRole('button', { name: 'Save code' }));
    expect(await screen.findByText('EARLYBIRD saved.')).toBeInTheDocument();
    expect(api.callsTo('PATCH', `/api/discount-codes/${CODE.id}`)[0]!.body).toMatchObject({
      code: 'EARLYBIRD',
      kind: 'percent',
      percentBp: 2_000,
      eventId: EVENT_ID,
      maxUses: 50,
      active: true,
    });
  });

  it('deactivates a code, and deletes one after a confirmation', async () => {
    const api = mockApi({
      'GET /api/discount-codes': { body: { items: [CODE] } },
      'GET /api/tournament-director/events': { body: events },
      [`PATCH /api/discount-codes/${CODE.id}`]: { body: { ...CODE, active: false } },
      [`DELETE /api/discount-codes/${CODE.id}`]: { status: 204 },
    });
    const { user } = renderWithProviders(page);
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('EARLYBIRD is off.')).toBeInTheDocument();
    expect(api.callsTo('PATCH', `/api/discount-codes/${CODE.id}`)[0]!.body).toMatchObject({ active: false });

    await user.click(screen.getByRole('button', { name: 'Delete EARLYBIRD' }));
    expect(api.callsTo('DELETE', `/api/discount-codes/${CODE.id}`)).toHaveLength(0);
    const confirm = screen.getByRole('group', {
      name: 'Delete EARLYBIRD? Payments that used it keep their discount.',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('EARLYBIRD deleted.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', `/api/discount-codes/${CODE.id}`)).toHaveLength(1);
  });

  it('shows the server refusing a taken code in words', async () => {
    mockApi({
      'GET /api/discount-codes': { body: { items: [] } },
      'GET /api/tournament-director/events': { body: events },
      'POST /api/discount-codes': {
        status: 409,
        body: { error: { code: 'discountCodeTaken', message: 'x' } },
      },
    });
    const { user } = renderWithProviders(page);
    await user.click((await screen.findAllByRole('button', { name: 'New code' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New discount code' });
    await user.type(within(dialog).getByLabelText(/^Code/), 'SPRING10');
    await user.selectOptions(within(dialog).getByLabelText(/^Event/), 'Spring Open');
    await user.type(within(dialog).getByLabelText('Percentage off (%)'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('That code is already in use.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New discount code' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the codes do not load', async () => {
    mockApi({
      'GET /api/discount-codes': { status: 500, body: { error: { code: 'unexpected', message: 'x' } } },
      'GET /api/tournament-director/events': { body: events },
    });
    renderWithProviders(page);
    expect(await screen.findByText('Discount codes could not be loaded')).toBeInTheDocument();
  });
});
