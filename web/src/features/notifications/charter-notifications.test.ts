import { describe, expect, it } from 'vitest';
import type { Notification } from '@tightlines/domain/notifications/contract';
import arabic from '#web/locales/ar/notifications.json';
import { createTestI18n } from '#web/test/render';
import { notificationPath } from './lib/action-url';
import { renderNotification } from './lib/render';

// Charters (issue 18): the texts of every charter notification and where they lead.
const LISTING_ID = '44444444-4444-4444-8444-444444444444';
const BOOKING_ID = '33333333-3333-4333-8333-333333333333';
const isolated = (text: string) => `\u2068${text}\u2069`;

function render(language: 'en' | 'ar', notification: Pick<Notification, 'type' | 'params'>) {
  const i18n = createTestI18n();
  i18n.addResourceBundle('ar', 'notifications', arabic);
  void i18n.changeLanguage(language);
  const t = i18n.getFixedT(language, 'notifications');
  return renderNotification(t, language, { ...notification, title: null, message: null });
}

const booking = (side: 'angler' | 'owner') => ({
  bookingId: BOOKING_ID,
  listingId: LISTING_ID,
  listingName: 'Reel Deal',
  startsAt: '2026-06-13T07:00:00.000Z',
  side,
});

describe('charter notifications', () => {
  it('name the request, its day in the reader’s language and the party', () => {
    const params = {
      requestId: BOOKING_ID,
      listingId: LISTING_ID,
      listingName: 'Reel Deal',
      anglerName: 'Sol Cast',
      tripDate: '2026-06-13',
      partySize: 3,
    };
    const english = render('en', { type: 'charter_request', params });
    expect(english.title).toBe('New request for Reel Deal');
    expect(english.message).toContain('Jun 13, 2026');
    expect(english.message).toContain('3');
    expect(english.message).not.toContain('2026-06-13');
  });

  it('branch on the answer: accepted asks for the deposit, declined shows the owner’s reason', () => {
    const base = {
      requestId: BOOKING_ID,
      listingId: LISTING_ID,
      listingName: 'Reel Deal',
      tripDate: '2026-06-13',
    };
    expect(
      render('en', {
        type: 'charter_request_answered',
        params: { ...base, answer: 'accepted', bookingId: BOOKING_ID, reason: '' },
      }).message,
    ).toContain('Pay the deposit');
    expect(
      render('en', {
        type: 'charter_request_answered',
        params: { ...base, answer: 'declined', bookingId: '', reason: 'Boat in the yard' },
      }),
    ).toEqual({ title: 'Reel Deal declined your request', message: 'Boat in the yard' });
    // The owner's own words inside an Arabic sentence are isolated, so they cannot reorder it.
    expect(
      render('ar', {
        type: 'charter_request_answered',
        params: { ...base, answer: 'declined', bookingId: '', reason: 'Boat in the yard' },
      }).message,
    ).toBe(isolated('Boat in the yard'));
  });

  it('say why a booking was cancelled as a sentence, never a code, in English and Arabic', () => {
    const params = { ...booking('angler'), reason: 'weather' };
    const english = render('en', { type: 'charter_booking_cancelled', params });
    expect(english.message).toBe('Cancelled for the weather. Choose a full refund or another date.');
    const arabicText = render('ar', { type: 'charter_booking_cancelled', params });
    expect(arabicText.message).toBe('أُلغيت بسبب الطقس. اختر استردادًا كاملًا أو تاريخًا آخر.');
    expect(arabicText.message).not.toContain('weather');
  });

  it('render the listing decision by its outcome', () => {
    const base = { listingId: LISTING_ID, listingName: 'Reel Deal' };
    expect(
      render('en', {
        type: 'charter_listing_reviewed',
        params: { ...base, decision: 'approved', reason: '' },
      }).title,
    ).toBe('Reel Deal is approved');
    expect(
      render('en', {
        type: 'charter_listing_reviewed',
        params: { ...base, decision: 'rejected', reason: 'Add photos' },
      }),
    ).toEqual({ title: 'Reel Deal needs changes', message: 'Add photos' });
  });

  it('lead each side to its own bookings, reviews to the captain’s reviews, decisions to the listing', () => {
    expect(
      notificationPath({ type: 'charter_booking_confirmed', actionUrl: null, params: booking('angler') }),
    ).toBe('/profile/my-bookings');
    expect(
      notificationPath({ type: 'charter_trip_reminder', actionUrl: null, params: booking('owner') }),
    ).toBe('/captain/bookings');
    expect(notificationPath({ type: 'charter_request', actionUrl: null, params: {} })).toBe(
      '/captain/bookings',
    );
    expect(notificationPath({ type: 'charter_review_received', actionUrl: null, params: {} })).toBe(
      '/captain/reviews',
    );
    expect(
      notificationPath({
        type: 'charter_listing_reviewed',
        actionUrl: null,
        params: { listingId: LISTING_ID },
      }),
    ).toBe(`/profile/boats/${LISTING_ID}`);
  });
});
