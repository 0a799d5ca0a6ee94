import type { z } from 'zod';
import type { EventInputSchema, DirectorEvent } from '@tightlines/domain/tournaments/events-contract';
import { DEFAULT_EVENT_MONEY } from '#web/features/director/payments/event-money-defaults';

export type FormIn = z.input<typeof EventInputSchema>;
export type FormOut = z.output<typeof EventInputSchema>;

/** The editor's starting values: an existing event, or a blank draft. */
export function valuesOf(event?: DirectorEvent): FormIn {
  if (!event)
    return {
      name: '',
      description: '',
      startDate: '',
      endDate: '',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
      location: '',
      latitude: null,
      longitude: null,
      boundary: null,
      species: [],
      seriesId: null,
      tournamentId: null,
      entrantType: 'team',
      ruleSetId: null,
      rulesText: '',
      scoring: { mode: 'weight' },
      penalties: [],
      feeMinor: 0,
      currency: 'USD',
      participantsCap: null,
      registrationDeadline: null,
      prizePoolMinor: 0,
      awardCeremony: '',
      dinnerCeremony: '',
      divisions: [],
      schedule: [],
      dailyCodes: [],
      translations: [],
      directorIds: [],
      money: { ...DEFAULT_EVENT_MONEY },
    };
  return {
    name: event.name,
    description: event.description,
    startDate: event.startDate,
    endDate: event.endDate,
    timeZone: event.timeZone,
    location: event.location,
    latitude: event.latitude,
    longitude: event.longitude,
    boundary: event.boundary,
    species: event.species,
    seriesId: event.seriesId,
    tournamentId: event.tournamentId,
    entrantType: event.entrantType,
    ruleSetId: event.ruleSetId,
    rulesText: event.rulesText,
    scoring: event.scoring,
    penalties: event.penalties,
    feeMinor: event.feeMinor,
    currency: event.currency,
    participantsCap: event.participantsCap,
    registrationDeadline: event.registrationDeadline,
    prizePoolMinor: event.prizePoolMinor,
    awardCeremony: event.awardCeremony ?? '',
    dinnerCeremony: event.dinnerCeremony ?? '',
    divisions: event.divisions.map((division) => ({ id: division.id, name: division.name })),
    schedule: event.schedule.map((item) => ({ kind: item.kind, label: item.label, startsAt: item.startsAt })),
    dailyCodes: event.dailyCodes,
    translations: event.translations,
    directorIds: event.directors.map((person) => person.id),
    money: event.money ?? { ...DEFAULT_EVENT_MONEY },
  };
}
