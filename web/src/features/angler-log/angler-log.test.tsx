import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { CatchLogEntry, TackleItem } from '@tightlines/domain/angler-log/contract';
import { mockApi } from '#web/test/api';
import { buildMe } from '#web/test/me';
import { renderWithProviders } from '#web/test/render';
import { toast } from 'sonner';
import { anglerLogRoutes } from './routes';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
afterEach(() => vi.clearAllMocks());

const routes = [{ path: '/', children: anglerLogRoutes }];
const me = buildMe();
const AT = '2026-05-01T12:00:00.000Z';

const tackle = (overrides: Partial<TackleItem> = {}): TackleItem => ({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Ned rig',
  category: 'lure',
  brand: 'Z-Man',
  quantity: 12,
  notes: null,
  catchCount: 0,
  bestCatch: null,
  createdAt: AT,
  updatedAt: AT,
  ...overrides,
});

const entry = (overrides: Partial<CatchLogEntry> = {}): CatchLogEntry => ({
  id: '22222222-2222-4222-8222-222222222222',
  owner: {
    id: '55555555-5555-4555-8555-555555555555',
    handle: 'angie',
    firstName: 'Angie',
    lastName: 'A',
    displayName: 'Angie A',
    avatarUrl: null,
  },
  isOwner: true,
  species: 'Walleye',
  weightGrams: 2268,
  lengthMm: 559,
  photoUrl: null,
  media: null,
  caughtAt: AT,
  location: { precision: 'hidden', waterName: 'Lake Erie', region: 'Ohio', latitude: 41.6, longitude: -82.8 },
  visibility: 'private',
  method: null,
  bait: null,
  weatherNotes: null,
  waterNotes: null,
  notes: null,
  tackle: null,
  tournament: null,
  postId: null,
  createdAt: AT,
  ...overrides,
});

describe('/tackle-box', () => {
  it('groups the box by category and shows what caught the most', { timeout: 20_000 }, async () => {
    mockApi({
      'GET /api/me': { body: me },
      'GET /api/tackle': {
        body: {
          items: [
            tackle(),
            tackle({
              id: '33333333-3333-4333-8333-333333333333',
              name: 'Nightcrawlers',
              category: 'bait',
              brand: null,
              catchCount: 4,
              bestCatch: {
                entryId: entry().id,
                species: 'Walleye',
                weightGrams: 2268,
                lengthMm: null,
                caughtAt: AT,
              },
            }),
          ],
        },
      },
    });
    renderWithProviders(null, { routes, route: '/tackle-box' });
    expect(await screen.findByRole('heading', { name: /Lures/ }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Bait/ })).toBeInTheDocument();
    const most = screen.getByRole('complementary', { name: 'What caught the most' });
    expect(within(most).getByText('Nightcrawlers')).toBeInTheDocument();
    expect(within(most).getByText('Fish caught: 4')).toBeInTheDocument();
    expect(within(most).getByText('Best fish: Walleye · 5.00 lb')).toBeInTheDocument();
  });

  it('shows the empty box with a next step', async () => {
    mockApi({ 'GET /api/me': { body: me }, 'GET /api/tackle': { body: { items: [] } } });
    renderWithProviders(null, { routes, route: '/tackle-box' });
    expect(await screen.findByText('Your tackle box is empty', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it("refuses a nameless item with the spec's words and adds a named one", async () => {
    const api = mockApi({
      'GET /api/me': { body: me },
      'GET /api/tackle': { body: { items: [] } },
      'POST /api/tackle': { status: 201, body: tackle({ name: 'Spinnerbait' }) },
    });
    const { user } = renderWithProviders(null, { routes, route: '/tackle-box' });
    await user.click((await screen.findAllByRole('button', { name: 'Add tackle' }, { timeout: 10_000 }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add tackle' });
    await user.click(within(dialog).getByRole('button', { name: 'Add tackle' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Name required', {
        description: 'Please enter a name for the tackle item',
      }),
    );
    expect(api.callsTo('POST', '/api/tackle')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Name/), 'Spinnerbait');
    await user.click(within(dialog).getByRole('button', { name: 'Add tackle' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/tackle')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/tackle')[0]!.body).toMatchObject({
      name: 'Spinnerbait',
      category: 'lure',
      quantity: 1,
    });
  });

  it("says 'Failed to delete tackle item' when a delete fails", async () => {
    mockApi({
      'GET /api/me': { body: me },
      'GET /api/tackle': { body: { items: [tackle()] } },
      [`DELETE /api/tackle/${tackle().id}`]: {
        status: 500,
        body: { error: { code: 'unexpected', message: 'x' } },
      },
    });
    const { user } = renderWithProviders(null, { routes, route: '/tackle-box' });
    await user.click(await screen.findByRole('button', { name: 'Delete Ned rig' }, { timeout: 10_000 }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to delete tackle item'));
  });
});

describe('/profile/catch-log', () => {
  it('shows my catches as cards in my units, with the place and its precision', async () => {
    mockApi({
      'GET /api/me': { body: me },
      'GET /api/catch-log': { body: { items: [entry()], nextCursor: null } },
    });
    renderWithProviders(null, { routes, route: '/profile/catch-log' });
    expect(await screen.findByRole('heading', { name: 'Walleye' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('5.00 lb · 22 in')).toBeInTheDocument();
    expect(screen.getByText('Lake Erie')).toBeInTheDocument();
    expect(screen.getByText('Place hidden')).toBeInTheDocument();
    expect(screen.getByText('Only me')).toBeInTheDocument();
  });

  it('offers to log the first catch when the log is empty, and logs it hidden and private by default', async () => {
    const api = mockApi({
      'GET /api/me': { body: me },
      'GET /api/catch-log': { body: { items: [], nextCursor: null } },
      'GET /api/tackle': { body: { items: [] } },
      'POST /api/catch-log': { status: 201, body: entry() },
    });
    const { user } = renderWithProviders(null, { routes, route: '/profile/catch-log' });
    expect(await screen.findByText('No catches logged yet', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Log a catch' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Log a catch' });
    expect(within(dialog).getByRole('radio', { name: /Hidden/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Log catch' }));
    expect(await within(dialog).findByText('Enter the species')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Species/), 'Walleye');
    await user.type(within(dialog).getByLabelText('Weight (lb)'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Log catch' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/catch-log')).toHaveLength(1));
    const form = api.callsTo('POST', '/api/catch-log')[0]!.body as FormData;
    expect(form.get('species')).toBe('Walleye');
    expect(form.get('weightGrams')).toBe('2268');
    expect(form.get('locationPrecision')).toBe('hidden');
    expect(form.get('visibility')).toBe('private');
  });

  it('shares a catch as a post without naming a hidden place', async () => {
    const api = mockApi({
      'GET /api/me': { body: me },
      'GET /api/catch-log': { body: { items: [entry()], nextCursor: null } },
      [`POST /api/catch-log/${entry().id}/share`]: {
        status: 201,
        body: entry({ postId: '44444444-4444-4444-8444-444444444444' }),
      },
    });
    const { user } = renderWithProviders(null, { routes, route: '/profile/catch-log' });
    await user.click(await screen.findByRole('button', { name: 'Share as post' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Share as post' });
    expect(within(dialog).getByRole('textbox', { name: /Post text/ })).toHaveValue(
      'Walleye · 5.00 lb · 22 in',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(api.callsTo('POST', `/api/catch-log/${entry().id}/share`)).toHaveLength(1));
    const body = JSON.stringify(api.callsTo('POST', `/api/catch-log/${entry().id}/share`)[0]!.body);
    expect(body).not.toContain('Lake Erie');
    expect(body).not.toContain('Ohio');
  });
});

describe('/catch-log/:id', () => {
  it("shows someone else's catch with the place the API allows, and lets a reader report it", async () => {
    mockApi({
      'GET /api/me': { body: me },
      [`GET /api/catch-log/${entry().id}`]: {
        body: entry({
          isOwner: false,
          visibility: 'public',
          location: {
            precision: 'water',
            waterName: 'Lake Erie',
            region: null,
            latitude: null,
            longitude: null,
          },
        }),
      },
    });
    renderWithProviders(null, { routes, route: `/catch-log/${entry().id}` });
    expect(await screen.findByRole('heading', { name: 'Walleye' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Lake Erie')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Angie A' })).toHaveAttribute(
      'href',
      '/profile/55555555-5555-4555-8555-555555555555',
    );
    expect(screen.getByRole('button', { name: /Angie A/ })).toBeInTheDocument();
  });
});
