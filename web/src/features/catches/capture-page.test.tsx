import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import type { MyCatch, MyTournament } from '@tightlines/domain/tournaments/catch-contract';
import { todayIn } from '@tightlines/domain/tournaments/status';
import { mockApi } from '#web/test/api';
import { renderWithProviders } from '#web/test/render';
import { CapturePage } from './pages/capture-page';
import { memoryStore } from './testing/memory-store';
import germanSpecies from '#web/locales/de/species.json';

const EVENT = '0b6f8c1e-2f5d-4a43-9a53-6a7f0f4d2b11';

const tournament: MyTournament = {
  eventId: EVENT,
  name: 'Lake Erie Walleye Open',
  startDate: todayIn('UTC'),
  endDate: todayIn('UTC'),
  timeZone: 'UTC',
  location: 'Port Clinton',
  species: ['Walleye', 'Yellow Perch'],
  entrantName: 'Reel Deal',
  registrationId: '5b6f8c1e-2f5d-4a43-9a53-6a7f0f4d2b11',
  status: 'active',
  acceptingCatches: true,
  catchCounts: { pending: 0, approved: 0, rejected: 0, resubmit: 0 },
};

/** A text field of a sent form (the photo is the only file). */
const field = (form: FormData, name: string) => form.get(name) as string;

const stored = (fields: FormData): MyCatch => ({
  id: '9a6f8c1e-2f5d-4a43-9a53-6a7f0f4d2b11',
  eventId: EVENT,
  clientId: field(fields, 'clientId'),
  species: field(fields, 'species'),
  weightGrams: Number(fields.get('weightGrams')),
  lengthMm: null,
  photoUrl: '/uploads/catch-photos/x.jpg',
  media: null,
  identifierCode: field(fields, 'identifierCode'),
  caughtAt: field(fields, 'caughtAt'),
  caughtAtSource: 'device',
  status: 'pending',
  reviewReason: null,
  score: null,
  reviewedAt: null,
  createdAt: new Date().toISOString(),
  latitude: null,
  longitude: null,
  resubmissionOf: (fields.get('resubmissionOf') as string | null) ?? null,
});

let online = true;
let serverCatches: MyCatch[] = [];
let posted: FormData[] = [];

beforeEach(() => {
  online = true;
  serverCatches = [];
  posted = [];
  mockApi({
    'GET /api/me/tournaments': { body: [tournament] },
    [`GET /api/events/${EVENT}/code-of-the-day`]: { body: { day: todayIn('UTC'), code: 'KX7M' } },
    [`GET /api/events/${EVENT}/catches/mine`]: () => ({ body: serverCatches }),
    [`POST /api/events/${EVENT}/catches`]: ({ body }) => {
      if (!online) return HttpResponse.error();
      const form = body as FormData;
      posted.push(form);
      serverCatches = [stored(form), ...serverCatches];
      return { status: 201, body: serverCatches[0] };
    },
  });
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderCapture(store = memoryStore()) {
  const view = renderWithProviders(
    <>
      <CapturePage queueStore={store} />
      <Toaster />
    </>,
    { route: `/profile/tournaments/${EVENT}`, path: '/profile/tournaments/:eventId' },
  );
  return { ...view, store };
}

async function fillCatch(user: ReturnType<typeof renderCapture>['user']) {
  await user.upload(
    screen.getByLabelText(/Take a photo/),
    new File(['jpeg-bytes'], 'walleye.jpg', { type: 'image/jpeg' }),
  );
  await user.selectOptions(screen.getByLabelText(/Species/), 'Walleye');
  await user.type(screen.getByLabelText('Weight (lb)'), '4');
  await user.type(screen.getByLabelText('Ounces (oz)'), '8');
  await user.type(screen.getByLabelText('Code in the photo'), 'KX7M');
}

describe('/profile/tournaments/:eventId', () => {
  it('shows the code of the day large and sends a catch in grams with the capture time', async () => {
    const { user } = renderCapture();
    expect(await screen.findByRole('heading', { name: 'Lake Erie Walleye Open' })).toBeInTheDocument();
    expect(await screen.findByText('KX7M')).toBeInTheDocument();
    expect(screen.getByText('No catches yet')).toBeInTheDocument();

    await fillCatch(user);
    expect(screen.getByRole('img', { name: 'Your catch photo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit catch' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    const form = posted[0]!;
    expect(form.get('weightGrams')).toBe('2041');
    expect(form.get('species')).toBe('Walleye');
    expect(form.get('identifierCode')).toBe('KX7M');
    expect(Date.parse(field(form, 'caughtAt'))).toBeLessThanOrEqual(Date.now());
    expect(await screen.findByText('Catch sent to the judges')).toBeInTheDocument();
    expect(await screen.findByText('Waiting for judges')).toBeInTheDocument();
    expect(screen.queryByText('No catches yet')).not.toBeInTheDocument();
  });

  it("offers a German reader the species in German and sends the event's own name", async () => {
    const { user, i18n } = renderCapture();
    i18n.addResourceBundle('de', 'species', germanSpecies);
    await act(() => i18n.changeLanguage('de'));
    const species = await screen.findByLabelText(/Species/);
    expect([...(species as HTMLSelectElement).options].map((option) => [option.value, option.text])).toEqual([
      ['Walleye', 'Glasaugenbarsch'],
      ['Yellow Perch', 'Gelbbarsch'],
    ]);
    await user.upload(
      screen.getByLabelText(/Take a photo/),
      new File(['jpeg-bytes'], 'perch.jpg', { type: 'image/jpeg' }),
    );
    await user.selectOptions(species, 'Gelbbarsch');
    await user.type(screen.getByLabelText('Weight (kg)'), '0,5');
    await user.type(screen.getByLabelText('Code in the photo'), 'KX7M');
    await user.click(screen.getByRole('button', { name: 'Submit catch' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.get('species')).toBe('Yellow Perch');
    expect(await screen.findByText('Gelbbarsch', { selector: 'span' })).toBeInTheDocument();
  });

  it('keeps a catch made offline on the phone, waiting, and uploads it when the connection returns', async () => {
    online = false;
    const { user, store } = renderCapture();
    expect(await screen.findByText(/You're offline/)).toBeInTheDocument();

    await fillCatch(user);
    await user.click(screen.getByRole('button', { name: 'Submit catch' }));

    expect(await screen.findByRole('heading', { name: 'On this phone (1)' })).toBeInTheDocument();
    expect(screen.getByText('Waiting to upload')).toBeInTheDocument();
    expect(store.items.size).toBe(1);
    const queuedAt = [...store.items.values()][0]!.fields.caughtAt;
    expect(posted).toHaveLength(0);

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.get('caughtAt')).toBe(queuedAt);
    await waitFor(() => expect(screen.queryByText('Waiting to upload')).not.toBeInTheDocument());
    expect(store.items.size).toBe(0);
    expect(await screen.findByText('Waiting for judges')).toBeInTheDocument();
  });

  it('sends a new photo for a catch the judges sent back, replacing it', async () => {
    const sentBack: MyCatch = {
      ...stored(new FormData()),
      id: '8a6f8c1e-2f5d-4a43-9a53-6a7f0f4d2b11',
      species: 'Yellow Perch',
      weightGrams: 400,
      status: 'resubmit',
      reviewReason: 'Show the whole fish on the board',
    };
    serverCatches = [sentBack];
    const { user } = renderCapture();
    expect(await screen.findByText('Show the whole fish on the board')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send a new photo' }));
    expect(
      screen.getByText('New photo for your Yellow Perch: it replaces the one the judges asked about.'),
    ).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText(/Take a photo/),
      new File(['jpeg-bytes'], 'perch.jpg', { type: 'image/jpeg' }),
    );
    await user.type(screen.getByLabelText('Ounces (oz)'), '14');
    await user.click(screen.getByRole('button', { name: 'Submit catch' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.get('resubmissionOf')).toBe(sentBack.id);
    expect(posted[0]!.get('species')).toBe('Yellow Perch');
  });

  it('asks for a photo and a weight or length before sending', async () => {
    const { user } = renderCapture();
    await user.click(await screen.findByRole('button', { name: 'Submit catch' }));
    expect(await screen.findByText('Add a photo of your catch.')).toBeInTheDocument();
    expect(screen.getByText('Enter a weight or a length.')).toBeInTheDocument();
    expect(posted).toHaveLength(0);
  });
});
