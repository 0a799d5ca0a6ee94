import type { DirectorRegistrationsQuery } from '@tightlines/domain/tournaments/registration-contract';

/** The registration desk's query keys (the desk and its money dialogs refresh by them). */
export const deskKeys = {
  event: (eventId: string) => ['director-registrations', eventId] as const,
  list: (eventId: string, query: DirectorRegistrationsQuery) =>
    ['director-registrations', eventId, 'list', query] as const,
  qr: (eventId: string, id: string) => ['director-registrations', eventId, 'qr', id] as const,
};
