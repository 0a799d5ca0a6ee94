import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import type { JudgeCatch, JudgeQueue, JudgingOverview } from '@tightlines/domain/tournaments/catch-contract';
import { mockApi } from '#web/test/api';
import { renderWithProviders } from '#web/test/render';
import { JudgingPage } from './judging-page';

const EVENT = '0b6f8c1e-2f5d-4a43-9a53-6a7f0f4d2b11';
const CATCH = '9a6f8c1e-2f5d-4a43-9a53-6a7f0f4d2b11';
const REGISTRATION = '5b6f8c1e-2f5d-4a43-9a53-6a7f0f4d2b11';
const base = `/api/tournament-director/events/${EVENT}`;

const fish: JudgeCatch = {
  id: CATCH,
  eventId: EVENT,
  species: 'Walleye',
  weightGrams: 2041,
  lengthMm: 540,
  photoUrl: '/uploads/catch-photos/walleye.jpg',
  media: null,
  identifierCode: 'KX7M',
  caughtAt: '2026-06-13T10:00:00.000Z',
  caughtAtSource: 'exif',
  status: 'pending',
  reviewReason: null,
  score: null,
  reviewedAt: null,
  createdAt: '2026-06-13T10:05:00.000Z',
  resubmissionOf: null,
  registrationId: REGISTRATION,
  entrantName: 'Reel Deal',
  boatName: 'Sea Biscuit',
  anglerName: 'Casey Rivers',
  latitude: 41.5,
  longitude: -81.7,
  flags: { outsideBoundary: true, duplicateOf: '1a6f8c1e-2f5d-4a43-9a53-6a7f0f4d2b11' },
  reviewedByName: null,
};

const overview: JudgingOverview = {
  eventId: EVENT,
  name: 'Lake Erie Walleye Open',
  startDate: '2026-06-13',
  endDate: '2026-06-14',
  timeZone: 'America/New_York',
  scoringMode: 'weight',
  resultsPublishedAt: null,
  leaderboardVersion: 3,
  penaltyOptions: [{ code: 'late_to_scale', label: 'Late to the scale', grams: 500 }],
  entrants: [{ registrationId: REGISTRATION, name: 'Reel Deal', boatName: 'Sea Biscuit' }],
  penalties: [],
};

const queue: JudgeQueue = { catches: [fish], counts: { pending: 1, approved: 0, rejected: 0, resubmit: 0 } };

function renderJudging() {
  const api = mockApi({
    [`GET ${base}/judging`]: { body: overview },
    [`GET ${base}/catches`]: ({ query }) =>
      query.get('status') === 'pending' ? { body: queue } : { body: { catches: [], counts: queue.counts } },
    [`POST ${base}/catches/${CATCH}/approve`]: { body: { ...fish, status: 'approved' } },
    [`POST ${base}/catches/${CATCH}/reject`]: { body: { ...fish, status: 'rejected' } },
    [`POST ${base}/penalties`]: {
      status: 201,
      body: {
        id: '7a6f8c1e-2f5d-4a43-9a53-6a7f0f4d2b11',
        registrationId: REGISTRATION,
        entrantName: 'Reel Deal',
        code: 'late_to_scale',
        label: 'Late to the scale',
        amount: 500,
        reason: '',
        createdAt: '2026-06-13T18:00:00.000Z',
      },
    },
  });
  const view = renderWithProviders(
    <>
      <JudgingPage />
      <Toaster />
    </>,
    {
      route: `/tournament-director/events/${EVENT}/judging`,
      path: '/tournament-director/events/:eventId/judging',
    },
  );
  return { ...view, api };
}

describe('/tournament-director/events/:eventId/judging', () => {
  it('shows the pending catch with its values, flags, location link and the tab counts', async () => {
    renderJudging();
    const card = await screen.findByRole('article', { name: 'Walleye' });
    expect(within(card).getByText('Reel Deal · Sea Biscuit')).toBeInTheDocument();
    expect(within(card).getByText('Outside the boundary')).toBeInTheDocument();
    expect(within(card).getByText('Possible duplicate photo')).toBeInTheDocument();
    expect(within(card).queryByText('Outside fishing hours')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '41.5000, -81.7000 on the map' })).toHaveAttribute(
      'href',
      expect.stringContaining('mlat=41.5&mlon=-81.7'),
    );
    expect(screen.getByRole('tab', { name: /Pending\s*1/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('switches the queue by status', async () => {
    const { user, api } = renderJudging();
    await screen.findByRole('article', { name: 'Walleye' });
    await user.click(screen.getByRole('tab', { name: /Approved/ }));
    expect(await screen.findByText('No approved catches yet')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Walleye' })).not.toBeInTheDocument();
    expect(
      api.callsTo('GET', `${base}/catches`).filter((call) => call.query.get('status') === 'approved'),
    ).toHaveLength(1);
  });

  it('approves with one tap', async () => {
    const { user, api } = renderJudging();
    const card = await screen.findByRole('article', { name: 'Walleye' });
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.callsTo('POST', `${base}/catches/${CATCH}/approve`)).toHaveLength(1));
    expect(await screen.findByText('Walleye approved for Reel Deal')).toBeInTheDocument();
  });

  it('rejects only with a reason, which is sent to the server', async () => {
    const { user, api } = renderJudging();
    const card = await screen.findByRole('article', { name: 'Walleye' });
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this catch' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please give a reason.')).toBeInTheDocument();
    expect(api.callsTo('POST', `${base}/catches/${CATCH}/reject`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Reason/), 'Code not visible');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.callsTo('POST', `${base}/catches/${CATCH}/reject`)).toHaveLength(1));
    expect(api.callsTo('POST', `${base}/catches/${CATCH}/reject`)[0]!.body).toEqual({
      reason: 'Code not visible',
    });
  });

  it('opens the photo full size', async () => {
    const { user } = renderJudging();
    const card = await screen.findByRole('article', { name: 'Walleye' });
    await user.click(within(card).getByRole('button', { name: 'Zoom the photo of the Walleye' }));
    expect(await screen.findByRole('img', { name: 'Walleye caught by Reel Deal' })).toHaveAttribute(
      'src',
      '/uploads/catch-photos/walleye.jpg',
    );
  });

  it('applies a penalty from the event rules', async () => {
    const { user, api } = renderJudging();
    await screen.findByRole('article', { name: 'Walleye' });
    await user.selectOptions(screen.getByLabelText(/Entrant/), REGISTRATION);
    await user.selectOptions(screen.getByLabelText(/^Penalty/), 'late_to_scale');
    await user.click(screen.getByRole('button', { name: 'Apply penalty' }));
    await waitFor(() => expect(api.callsTo('POST', `${base}/penalties`)).toHaveLength(1));
    expect(api.callsTo('POST', `${base}/penalties`)[0]!.body).toEqual({
      registrationId: REGISTRATION,
      code: 'late_to_scale',
      reason: '',
    });
    expect(await screen.findByText('Penalty applied')).toBeInTheDocument();
  });
});
