import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { SIGNED_OUT } from '#web/test/me';
import { renderWithProviders } from '#web/test/render';
import { TournamentsPage } from './pages/tournaments-page';
import { mockApi } from '#web/test/api';
import { buildList, buildSummary } from './testing/fixtures';
import germanSpecies from '#web/locales/de/species.json';

beforeEach(() => {
  mockApi({ 'GET /api/me': { body: SIGNED_OUT } });
});
afterEach(() => vi.unstubAllGlobals());

describe('/tournaments', () => {
  it('lists tournaments and filters by status through the API', async () => {
    const { calls } = mockApi({
      'GET /api/tournaments': (call) =>
        new URLSearchParams(call.search).get('status') === 'past'
          ? {
              body: buildList([
                buildSummary({
                  id: '55555555-5555-4555-8555-555555555555',
                  name: 'Last Year Shootout',
                  status: 'completed',
                }),
              ]),
            }
          : { body: buildList([buildSummary()]) },
    });
    const { user } = renderWithProviders(<TournamentsPage />, { route: '/tournaments' });
    const list = await screen.findByRole('list', { name: 'Fishing tournaments' });
    expect(within(list).getByRole('link', { name: 'Bluewater Classic' })).toHaveAttribute(
      'href',
      `/events/${buildSummary().id}`,
    );
    expect(within(list).getByText('$250.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Past' }));
    expect(await screen.findByRole('link', { name: 'Last Year Shootout' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Past' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.at(-1)?.search).toContain('status=past');
  });

  it("says 'No tournaments found' and clears every filter", async () => {
    const { calls } = mockApi({
      'GET /api/tournaments': (call) =>
        new URLSearchParams(call.search).get('species') === 'Tuna'
          ? { body: buildList([]) }
          : { body: buildList([buildSummary()]) },
    });
    const { user } = renderWithProviders(<TournamentsPage />, {
      route: '/tournaments?species=Tuna&status=ongoing',
    });
    expect(await screen.findByText('No tournaments found')).toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Clear all filters' });
    await user.click(clear[clear.length - 1]!);
    expect(await screen.findByRole('link', { name: 'Bluewater Classic' })).toBeInTheDocument();
    const last = new URLSearchParams(calls.at(-1)?.search);
    expect(last.get('status')).toBe('all');
    expect(last.get('species')).toBeNull();
  });

  it('shows a German reader species in German, in German order, and filters by the stored name', async () => {
    const { calls } = mockApi({
      'GET /api/tournaments': {
        body: buildList([buildSummary({ species: ['Tuna', 'Murray cod'] })], {
          facets: { species: ['Bonefish', 'Marlin', 'Murray cod', 'Tuna'], locations: [] },
        }),
      },
    });
    const { user, i18n } = renderWithProviders(<TournamentsPage />, { route: '/tournaments' });
    i18n.addResourceBundle('de', 'species', germanSpecies);
    await act(() => i18n.changeLanguage('de'));
    const list = await screen.findByRole('list', { name: i18n.t('tournaments:list.title') });
    const card = within(list).getByRole('list', { name: i18n.t('tournaments:card.species') });
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Thunfisch', 'Murray cod']);
    const filter = screen.getByRole('combobox', { name: i18n.t('tournaments:filters.species') });
    expect([...(filter as HTMLSelectElement).options].slice(1).map((option) => option.text)).toEqual([
      'Grätenfisch',
      'Marlin',
      'Murray cod',
      'Thunfisch',
    ]);
    await user.selectOptions(filter, 'Thunfisch');
    await vi.waitFor(() => expect(new URLSearchParams(calls.at(-1)?.search).get('species')).toBe('Tuna'));
  });

  it('shows more with the next offset', async () => {
    const { calls } = mockApi({
      'GET /api/tournaments': (call) =>
        new URLSearchParams(call.search).get('offset') === '12'
          ? {
              body: buildList([
                buildSummary({ id: '66666666-6666-4666-8666-666666666666', name: 'Second Page Derby' }),
              ]),
            }
          : { body: buildList([buildSummary()], { total: 13, nextOffset: 12 }) },
    });
    const { user } = renderWithProviders(<TournamentsPage />, { route: '/tournaments' });
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: 'Second Page Derby' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bluewater Classic' })).toBeInTheDocument();
    expect(calls.some((call) => call.search.includes('offset=12'))).toBe(true);
  });
});
