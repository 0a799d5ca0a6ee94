import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import type { FishingReport } from '@tightlines/domain/fishing-reports/contract';
import { buildMe, SIGNED_OUT } from '#web/test/me';
import { mockApi } from '#web/test/api';
import { renderWithProviders } from '#web/test/render';
import { formatTemperature } from '#web/lib/format/measure';
import { FishingReportsPage } from './pages/fishing-reports-page';

const ME = '11111111-1111-4111-8111-111111111111';

function buildReport(overrides: Partial<FishingReport> = {}): FishingReport {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    author: {
      id: '33333333-3333-4333-8333-333333333333',
      handle: 'jess',
      firstName: 'Jess',
      lastName: 'Banks',
      displayName: 'Jess Banks',
      avatarUrl: null,
    },
    location: { name: 'Lake Fork', placeType: 'lake', latitude: null, longitude: null },
    targetSpecies: ['bass', 'catfish'],
    weather: 'Overcast',
    waterClarity: 'murky',
    waterTempF: 64.5,
    techniques: 'Squarebill on stumps',
    success: 'excellent',
    notes: 'Stacked on the points.',
    fishedOn: '2026-05-01',
    visibility: 'public',
    createdAt: '2026-05-01T20:00:00.000Z',
    updatedAt: '2026-05-01T20:00:00.000Z',
    mine: false,
    moderation: null,
    ...overrides,
  };
}
const page = (items: FishingReport[]) => ({ items, nextCursor: null });

function renderPage(route = '/fishing-reports') {
  return renderWithProviders(
    <>
      <FishingReportsPage />
      <Toaster />
    </>,
    { route },
  );
}

beforeEach(() => {
  mockApi({
    'GET /api/me': { body: buildMe({ id: ME }) },
    'GET /api/locations/trending': { body: { items: [] } },
    'GET /api/fishing-reports': { body: page([buildReport()]) },
  });
});
afterEach(() => {
  toast.dismiss();
});

describe('/fishing-reports', () => {
  it('shows each report with its place, species, clarity, success and water temperature in the reader’s unit', async () => {
    renderPage();
    const link = await screen.findByRole('link', { name: 'Lake Fork' });
    const card = link.closest('div.space-y-3') as HTMLElement;
    expect(within(card).getByText('Bass')).toBeInTheDocument();
    expect(within(card).getByText('Catfish')).toBeInTheDocument();
    expect(within(card).getByText('Water clarity: Murky')).toBeInTheDocument();
    expect(within(card).getByText('Excellent')).toBeInTheDocument();
    expect(within(card).getByText('64.5°F')).toBeInTheDocument();
    expect(within(card).getByText('by Jess Banks')).toBeInTheDocument();
    expect(screen.getByText('No trending locations yet')).toBeInTheDocument();
  });

  it('reads the filters from the address, sends them to the API and writes changes back', async () => {
    const { callsTo } = mockApi({ 'GET /api/fishing-reports': { body: page([buildReport()]) } });
    const { user, router } = renderPage(
      '/fishing-reports?place=fork&species=bass&from=2026-04-01&to=2026-05-30',
    );
    await screen.findByRole('link', { name: 'Lake Fork' });
    const query = callsTo('GET', '/api/fishing-reports')[0]!.query;
    expect(query.get('place')).toBe('fork');
    expect(query.get('species')).toBe('bass');
    expect(query.get('from')).toBe('2026-04-01');
    expect(query.get('to')).toBe('2026-05-30');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Species' }), 'trout');
    await waitFor(() => expect(router.state.location.search).toContain('species=trout'));
    await waitFor(() =>
      expect(callsTo('GET', '/api/fishing-reports').at(-1)?.query.get('species')).toBe('trout'),
    );
  });

  it('says so when there are no reports, and offers to clear filters that match nothing', async () => {
    mockApi({ 'GET /api/fishing-reports': { body: page([]) } });
    const { user, router } = renderPage('/fishing-reports?species=marlin');
    expect(await screen.findByText('No reports match these filters')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    expect(await screen.findByText('No fishing reports yet')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('asks a visitor to log in before submitting a report', async () => {
    mockApi({ 'GET /api/me': { body: SIGNED_OUT } });
    renderPage();
    expect(await screen.findByText('Please log in to submit a fishing report')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Ffishing-reports',
    );
    expect(screen.queryByRole('button', { name: 'Submit a report' })).not.toBeInTheDocument();
  });

  it('submits a report: the form checks the fields, sends °F, and says "Report submitted!"', async () => {
    const api = mockApi({ 'POST /api/fishing-reports': { status: 201, body: buildReport({ mine: true }) } });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Submit a report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit a fishing report' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit report' }));
    expect(await within(dialog).findByText("Enter the place's name")).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one species')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose how the fishing was')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /^Place/ }), 'Lake Fork');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Bass' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Excellent' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Water clarity' }), 'clear');
    await user.type(within(dialog).getByRole('textbox', { name: /Water temperature/ }), '64.5');
    await user.click(within(dialog).getByRole('button', { name: 'Submit report' }));

    expect(await screen.findByText('Report submitted!')).toBeInTheDocument();
    const sent = api.calls.find((call) => call.method === 'POST')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      location: { name: 'Lake Fork', placeType: 'lake', latitude: null, longitude: null },
      targetSpecies: ['bass'],
      success: 'excellent',
      waterClarity: 'clear',
      waterTempF: 64.5,
      visibility: 'public',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 20_000);

  it('keeps what was typed and says "Failed to submit report" when the server refuses', async () => {
    mockApi({
      'POST /api/fishing-reports': { status: 500, body: { error: { code: 'unexpected', message: 'x' } } },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Submit a report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit a fishing report' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Place/ }), 'Kenai River');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Salmon' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Slow' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit report' }));
    expect(await screen.findByText('Failed to submit report')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Place/ })).toHaveValue('Kenai River');
  }, 20_000);

  it('lists trending locations with their counts, each opening the reports from there', async () => {
    mockApi({
      'GET /api/locations/trending': {
        body: {
          items: [
            { name: 'Lake Fork', placeType: 'lake', count: 5, latitude: null, longitude: null },
            { name: 'Kenai River', placeType: 'river', count: 1, latitude: 60.5, longitude: -151 },
          ],
        },
      },
    });
    renderPage();
    const widget = await screen.findByRole('region', { name: 'Trending locations' });
    expect(await within(widget).findByText('Lake · 5 mentions')).toBeInTheDocument();
    expect(within(widget).getByText('River · 1 mention')).toBeInTheDocument();
    expect(within(widget).getByRole('link', { name: /Kenai River/ })).toHaveAttribute(
      'href',
      '/fishing-reports?place=Kenai+River',
    );
  });
});

describe('the map of shared spots', () => {
  it('without map tiles lists the shared spots with their coordinates, each opening its reports', async () => {
    const { callsTo } = mockApi({
      'GET /api/locations/map': {
        body: {
          items: [
            {
              name: 'Kona Coast',
              placeType: 'ocean',
              latitude: 19.6399,
              longitude: -155.9969,
              count: 2,
              lastTaggedAt: '2026-05-01T20:00:00.000Z',
            },
          ],
          truncated: false,
        },
      },
    });
    const { user, router } = renderPage('/fishing-reports?view=map');
    expect(
      await screen.findByText(
        'The map is not available here. These are the shared spots with their coordinates.',
      ),
    ).toBeInTheDocument();
    const spots = screen.getByRole('region', { name: 'Map of shared fishing spots' });
    expect(await within(spots).findByText('Ocean · Tagged 2 times')).toBeInTheDocument();
    expect(within(spots).getByText('19.6399, -155.9969')).toBeInTheDocument();
    const query = callsTo('GET', '/api/locations/map')[0]!.query;
    expect(Object.fromEntries(query)).toEqual({ south: '-90', west: '-180', north: '90', east: '180' });
    await user.click(within(spots).getByRole('link', { name: /Kona Coast/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?place=Kona+Coast'));
  });
});

describe('water temperature', () => {
  it('reads °F to imperial readers and °C to metric ones', () => {
    expect(formatTemperature(64.4, 'en')).toBe('64.4°F');
    expect(formatTemperature(64.4, 'de').replace(/\s/gu, ' ')).toBe('18 °C');
  });
});
