import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { buildMe, SIGNED_OUT } from '#web/test/me';
import { renderWithProviders } from '#web/test/render';
import { EventPage } from './pages/event-page';
import { mockApi } from '#web/test/api';
import { buildDetail, EVENT_ID } from './testing/fixtures';

beforeEach(() => {
  mockApi({ 'GET /api/me': { body: SIGNED_OUT } });
});
afterEach(() => vi.unstubAllGlobals());

const empty = { body: { items: [], nextOffset: null } };

function renderEvent() {
  return renderWithProviders(
    <>
      <EventPage />
      <Toaster />
    </>,
    { route: `/events/${EVENT_ID}`, path: '/events/:eventId' },
  );
}

describe('/events/{eventId}', () => {
  it("shows 'Event not found' for a missing or unpublished event", async () => {
    mockApi({
      [`GET /api/events/${EVENT_ID}`]: () => ({
        status: 404,
        body: { error: { code: 'eventNotFound', message: 'Event not found' } },
      }),
    });
    renderEvent();
    expect(await screen.findByRole('heading', { name: 'Event not found' })).toBeInTheDocument();
    expect(screen.getByText('The event you are looking for does not exist.')).toBeInTheDocument();
  });

  it('shows the schedule with TBA, the register link and saves an RSVP', async () => {
    mockApi({ 'GET /api/me': { body: buildMe() } });
    mockApi({
      [`GET /api/events/${EVENT_ID}`]: () => ({
        body: buildDetail({
          schedule: [
            { id: '77777777-7777-4777-8777-777777777777', kind: 'scale_closes', label: '', startsAt: null },
          ],
        }),
      }),
      [`GET /api/events/${EVENT_ID}/attendees`]: () => empty,
      [`GET /api/events/${EVENT_ID}/comments`]: () => empty,
      [`GET /api/events/${EVENT_ID}/photos`]: () => empty,
      [`PUT /api/events/${EVENT_ID}/rsvp`]: () => ({
        body: {
          myRsvp: { status: 'going', guests: 0 },
          goingCount: 5,
          rsvpCounts: { going: 1, maybe: 0, interested: 0, not_going: 0 },
        },
      }),
    });
    const { user } = renderEvent();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bluewater Classic' })).toBeInTheDocument();
    expect(screen.getByText('Scale closes (final weigh-in)')).toBeInTheDocument();
    expect(screen.getByText('TBA')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      `/register?eventId=${EVENT_ID}`,
    );
    expect(screen.getByText('Registration closes Jun 1, 2026, 12:00 AM')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /^Going/ }));
    expect(await screen.findByText('RSVP saved: Going')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Going/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Add photo' })).toBeInTheDocument();
  });

  it('says registration is closed, and offers no Register, once the deadline has passed, with the refund policy still shown', async () => {
    mockApi({ 'GET /api/me': { body: buildMe() } });
    mockApi({
      [`GET /api/events/${EVENT_ID}`]: () => ({
        body: buildDetail({
          status: 'active',
          registrationOpen: false,
          refundPolicy: { refundPolicy: 'full', refundPercentBp: 10000, refundDeadline: null },
        }),
      }),
      [`GET /api/events/${EVENT_ID}/attendees`]: () => empty,
      [`GET /api/events/${EVENT_ID}/comments`]: () => empty,
      [`GET /api/events/${EVENT_ID}/photos`]: () => empty,
    });
    renderEvent();
    expect(await screen.findByText('Registration closed')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    expect(await screen.findByText('Full refund if you cancel before the event starts.')).toBeInTheDocument();
  });

  it("says 'You're registered' instead of Register once the viewer is on a registration", async () => {
    mockApi({ 'GET /api/me': { body: buildMe() } });
    mockApi({
      [`GET /api/events/${EVENT_ID}`]: () => ({
        body: buildDetail({ myRegistrationId: '88888888-8888-4888-8888-888888888888' }),
      }),
      [`GET /api/events/${EVENT_ID}/attendees`]: () => empty,
      [`GET /api/events/${EVENT_ID}/comments`]: () => empty,
      [`GET /api/events/${EVENT_ID}/photos`]: () => empty,
    });
    renderEvent();
    const registered = await screen.findByRole('link', { name: "You're registered" });
    expect(registered).toHaveAttribute('href', '/registrations');
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });

  it.each([
    [false, 0],
    [true, 1],
  ])('offers to add photos only to people taking part (canAddPhotos %s)', async (canAddPhotos, buttons) => {
    mockApi({ 'GET /api/me': { body: buildMe() } });
    mockApi({
      [`GET /api/events/${EVENT_ID}`]: () => ({ body: buildDetail({ canAddPhotos }) }),
      [`GET /api/events/${EVENT_ID}/attendees`]: () => empty,
      [`GET /api/events/${EVENT_ID}/comments`]: () => empty,
      [`GET /api/events/${EVENT_ID}/photos`]: () => empty,
    });
    renderEvent();
    expect(await screen.findByRole('heading', { name: 'Photos' })).toBeInTheDocument();
    // Signed in once the RSVP choices show.
    expect(await screen.findByRole('button', { name: /^Going/ })).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: 'Add photo' })).toHaveLength(buttons);
  });
});
