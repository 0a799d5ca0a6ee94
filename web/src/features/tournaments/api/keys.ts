import type { StatusFilter } from '@tightlines/domain/tournaments/events-contract';

/** Every tournaments query key starts with 'tournaments'; an RSVP or a new comment invalidates its event's keys. */
export const tournamentKeys = {
  all: ['tournaments'] as const,
  list: (filters: { status: StatusFilter; location: string; species: string }, language: string) =>
    ['tournaments', 'list', filters, language] as const,
  event: (eventId: string) => ['tournaments', 'event', eventId] as const,
  eventDetail: (eventId: string, language: string) =>
    ['tournaments', 'event', eventId, 'detail', language] as const,
  rules: (eventId: string) => ['tournaments', 'event', eventId, 'rules'] as const,
  attendees: (eventId: string) => ['tournaments', 'event', eventId, 'attendees'] as const,
  comments: (eventId: string) => ['tournaments', 'event', eventId, 'comments'] as const,
  photos: (eventId: string) => ['tournaments', 'event', eventId, 'photos'] as const,
};
