import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import type { Series, SeriesList } from '@tightlines/domain/tournaments/events-contract';
import { mockApi } from '#web/test/api';
import { renderWithProviders } from '#web/test/render';
import { SeriesPage } from './pages/series-page';

const formula = { firstPlace: 100, step: 1, minimum: 1, countBest: null };
const series = (id: string, name: string, extra: Partial<Series> = {}): Series => ({
  id,
  name,
  seasonYear: 2026,
  description: 'Six legs on the bay',
  formula,
  feeMinor: 5000,
  currency: 'USD',
  status: 'published',
  eventsCount: 0,
  canEdit: true,
  ...extra,
});
const MINE = series('0b7f6a52-1c0e-4c55-9a53-6a7f0f4d2b01', 'Bay Series');
const BUSY = series('0b7f6a52-1c0e-4c55-9a53-6a7f0f4d2b02', 'Gulf Series', { eventsCount: 2 });
const THEIRS = series('0b7f6a52-1c0e-4c55-9a53-6a7f0f4d2b03', 'Lake Series', { canEdit: false });
const list: SeriesList = { items: [MINE, BUSY, THEIRS], tournaments: [] };

const MINE_PATH = `/api/tournament-director/series/${MINE.id}`;

function renderPage() {
  const api = mockApi({
    'GET /api/tournament-director/series': { body: list },
    [`PATCH ${MINE_PATH}`]: ({ body }) => ({ body: { ...MINE, ...(body as object) } }),
    [`DELETE ${MINE_PATH}`]: { status: 204 },
  });
  const view = renderWithProviders(
    <>
      <SeriesPage />
      <Toaster />
    </>,
  );
  const callsTo = (method: string) => api.calls.filter((call) => call.method === method);
  return { ...view, callsTo };
}

describe('/tournament-director/series', () => {
  it('edits name, season and points formula and sends the rest of the series back unchanged', async () => {
    const { user, callsTo } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Bay Series' }));
    const form = within(screen.getByRole('form', { name: 'Edit Bay Series' }));
    const name = form.getByLabelText(/^Name/);
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save series' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(callsTo('PATCH')).toHaveLength(0);

    await user.type(name, 'Bay Series Pro');
    const season = form.getByLabelText(/^Season/);
    await user.clear(season);
    await user.type(season, '2027');
    const first = form.getByLabelText(/First place points/);
    await user.clear(first);
    await user.type(first, '50');
    await user.type(form.getByLabelText('Events counted'), '4');
    await user.click(screen.getByRole('button', { name: 'Save series' }));

    expect(await screen.findByText('Series saved')).toBeInTheDocument();
    const [patch] = callsTo('PATCH');
    expect(patch!.path).toBe(MINE_PATH);
    expect(patch!.body).toEqual({
      name: 'Bay Series Pro',
      seasonYear: 2027,
      description: 'Six legs on the bay',
      formula: { firstPlace: 50, step: 1, minimum: 1, countBest: 4 },
      feeMinor: 5000,
      currency: 'USD',
      status: 'published',
    });
  });

  it('shows the season error in words', async () => {
    const { user, callsTo } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Bay Series' }));
    const form = within(screen.getByRole('form', { name: 'Edit Bay Series' }));
    const season = form.getByLabelText(/^Season/);
    await user.clear(season);
    await user.type(season, '1999');
    await user.click(screen.getByRole('button', { name: 'Save series' }));
    expect(await screen.findByText('Enter a year between 2000 and 2100')).toBeInTheDocument();
    expect(callsTo('PATCH')).toHaveLength(0);
  });

  it('deletes an empty series after a confirmation, and explains why one with events cannot go', async () => {
    const { user, callsTo } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Gulf Series' }));
    expect(
      screen.getByText('This series still has events. Move them out of the series before deleting it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yes, delete it' })).not.toBeInTheDocument();
    expect(screen.getByText('2 events')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Bay Series' }));
    const confirm = screen.getByRole('group', { name: 'Delete Bay Series? This cannot be undone.' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(callsTo('DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Bay Series' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    expect(await screen.findByText('Series deleted')).toBeInTheDocument();
    expect(callsTo('DELETE').map((call) => call.path)).toEqual([MINE_PATH]);
  });

  it('offers no edit or delete on a series someone else created', async () => {
    renderPage();
    expect(await screen.findByText('Lake Series')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Lake Series' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Lake Series' })).not.toBeInTheDocument();
  });
});
