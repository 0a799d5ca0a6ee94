import type { CharterBooking, CharterRequest } from '@tightlines/domain/charters/bookings';

/** A booking conversation: the booking it is about, or the request when no booking came of it yet. */
export type CharterThread =
  | { conversationId: string; kind: 'booking'; booking: CharterBooking; sortAt: string }
  | { conversationId: string; kind: 'request'; request: CharterRequest; sortAt: string };

/**
 * One thread per conversation, newest first. A request and the booking made from it share the conversation; the
 * booking (what the trip is now) wins over the request.
 */
export function charterThreads(
  bookings: readonly CharterBooking[],
  requests: readonly CharterRequest[],
): CharterThread[] {
  const threads = new Map<string, CharterThread>();
  for (const request of requests) {
    if (!request.conversationId) continue;
    const existing = threads.get(request.conversationId);
    if (existing && existing.sortAt >= request.createdAt) continue;
    threads.set(request.conversationId, {
      conversationId: request.conversationId,
      kind: 'request',
      request,
      sortAt: request.createdAt,
    });
  }
  for (const booking of bookings) {
    if (!booking.conversationId) continue;
    const existing = threads.get(booking.conversationId);
    if (existing?.kind === 'booking' && existing.sortAt >= booking.createdAt) continue;
    threads.set(booking.conversationId, {
      conversationId: booking.conversationId,
      kind: 'booking',
      booking,
      sortAt: booking.createdAt,
    });
  }
  return [...threads.values()].sort((a, b) => b.sortAt.localeCompare(a.sortAt));
}
