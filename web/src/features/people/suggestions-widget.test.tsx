import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '#web/test/render';
import { PeopleDiscover } from './components/people-discover';
import { SuggestionsWidget } from './components/suggestions-widget';
import { mockApi } from '#web/test/api';
import { buildSuggestion, SAM_ID, signedInMe } from './testing/fixtures';
import { SIGNED_OUT } from '#web/test/me';

afterEach(() => vi.unstubAllGlobals());

describe('SuggestionsWidget', () => {
  it('asks for 10 by default and shows each with everything in common', async () => {
    const api = mockApi({
      'GET /api/me': { body: signedInMe() },
      'GET /api/people/suggestions': {
        body: {
          items: [
            buildSuggestion({
              commonInterests: [
                { kind: 'followedBy', label: 'Sam Lee' },
                { kind: 'hashtag', label: 'bassfishing' },
                { kind: 'waters', label: 'Lake Erie' },
              ],
            }),
            buildSuggestion({
              id: SAM_ID,
              handle: 'samlee',
              firstName: 'Sam',
              lastName: 'Lee',
              displayName: 'Sam Lee',
              avatarUrl: null,
            }),
          ],
        },
      },
    });
    renderWithProviders(<SuggestionsWidget />);
    const widget = await screen.findByRole('region', { name: 'Suggested anglers' });
    const rows = await within(widget).findAllByRole('listitem', {}, { timeout: 2000 });
    const jordan = rows.find((row) => within(row).queryByRole('link', { name: 'Jordan Reed' }))!;
    expect(within(jordan).getByRole('list', { name: 'In common' })).toHaveTextContent(
      'Followed by Sam Lee#bassfishingFishes Lake Erie',
    );
    expect(within(widget).getByText('SL')).toBeInTheDocument();
    expect(within(widget).getByRole('button', { name: 'Follow Sam Lee' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/people/suggestions')[0]?.query.get('limit')).toBe('10');
  });

  it("says 'No suggestions available right now' when there are none", async () => {
    mockApi({
      'GET /api/me': { body: signedInMe() },
      'GET /api/people/suggestions': { body: { items: [] } },
    });
    renderWithProviders(<SuggestionsWidget limit={5} />);
    expect(await screen.findByText('No suggestions available right now')).toBeInTheDocument();
  });

  it('offers a retry when suggestions fail to load', async () => {
    let fail = true;
    mockApi({
      'GET /api/me': { body: signedInMe() },
      'GET /api/people/suggestions': () =>
        fail
          ? { status: 500, body: { error: { code: 'unexpected', message: 'An unexpected error occurred.' } } }
          : { body: { items: [buildSuggestion()] } },
    });
    const { user } = renderWithProviders(<SuggestionsWidget limit={5} />);
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load suggestions.");
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Jordan Reed' })).toBeInTheDocument();
  });

  it('shows nothing to visitors and never asks for suggestions', async () => {
    const api = mockApi({ 'GET /api/me': { body: SIGNED_OUT } });
    renderWithProviders(<PeopleDiscover />);
    // Visitors still get the search.
    expect(await screen.findByRole('searchbox', { name: 'Search people' })).toBeInTheDocument();
    await vi.waitFor(() => expect(api.callsTo('GET', '/api/me')).toHaveLength(1));
    await new Promise((done) => setTimeout(done, 50));
    expect(screen.queryByRole('region', { name: 'Suggested anglers' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/people/suggestions')).toEqual([]);
  });
});
