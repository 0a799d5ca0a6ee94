import { REFUND_POLICIES, type EventMoney } from '@tightlines/domain/payments/contract';
import type {
  DirectorEvent,
  EventDetail,
  EventSummary,
  PenaltyRule,
  RuleSet,
  ScoringRulesInput,
  Series,
} from '@tightlines/domain/tournaments/events-contract';
import { registrationClosesAt, todayIn, tournamentStatus } from '@tightlines/domain/tournaments/status';
import type { SeriesFormula } from '@tightlines/domain/tournaments/series';
import type { ruleSets, tournamentEvents, tournamentSeries, tournaments } from '#server/db/schema';

export type EventRow = typeof tournamentEvents.$inferSelect;
export type SeriesRow = typeof tournamentSeries.$inferSelect;
export type TournamentRow = typeof tournaments.$inferSelect;
export type RuleSetRow = typeof ruleSets.$inferSelect;

const iso = (value: Date | string | null) =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

/** Status by date where the event is held. */
export function statusOf(row: Pick<EventRow, 'startDate' | 'endDate' | 'timeZone'>, now = new Date()) {
  return tournamentStatus(row, todayIn(row.timeZone, now));
}

const deadlineOf = (row: EventRow) => ({
  startDate: row.startDate,
  timeZone: row.timeZone,
  registrationClosesAt: row.registrationDeadline,
});

export interface Translation {
  name: string;
  location: string;
}

/** Allow-list of an event as cards show it, in the reader's language when a translation exists. */
export function presentSummary(
  row: EventRow,
  related: {
    series?: SeriesRow | null;
    tournament?: TournamentRow | null;
    translation?: Translation | null;
    /** Anglers on registered entries without a going RSVP: entrants count as going. */
    entrantsNotGoing?: number;
    now?: Date;
  } = {},
): EventSummary {
  const { series, tournament, translation } = related;
  const closesAt = registrationClosesAt(deadlineOf(row));
  return {
    id: row.id,
    name: translation?.name || row.name,
    location: translation?.location || row.location,
    startDate: row.startDate,
    endDate: row.endDate,
    timeZone: row.timeZone,
    status: statusOf(row, related.now),
    eventStatus: row.status as EventSummary['eventStatus'],
    species: row.species,
    eventLogoUrl: row.eventLogoUrl,
    coverImageUrl: row.coverImageUrl,
    feeMinor: row.feeMinor,
    currency: row.currency,
    prizePoolMinor: row.prizePoolMinor,
    participantsCap: row.participantsCap,
    registeredCount: row.registeredCount,
    goingCount: row.goingCount + (related.entrantsNotGoing ?? 0),
    registrationClosesAt: closesAt.toISOString(),
    registrationOpen: row.status === 'published' && (related.now ?? new Date()) < closesAt,
    lastCatchAt: iso(row.lastCatchAt),
    isStandalone: row.isStandalone,
    series: series ? { id: series.id, name: series.name, seasonYear: series.seasonYear } : null,
    tournament: tournament
      ? { id: tournament.id, name: tournament.name, seasonYear: tournament.seasonYear }
      : null,
  };
}

export function presentDetail(
  summary: EventSummary,
  row: EventRow,
  extra: Omit<
    EventDetail,
    | keyof EventSummary
    | 'description'
    | 'latitude'
    | 'longitude'
    | 'entrantType'
    | 'awardCeremony'
    | 'dinnerCeremony'
    | 'resultsPublishedAt'
    | 'refundPolicy'
  >,
): EventDetail {
  return {
    ...summary,
    refundPolicy: row.feeMinor > 0 ? refundPolicyOf(eventMoneyOf(row)) : undefined,
    description: row.description,
    latitude: row.latitude,
    longitude: row.longitude,
    entrantType: row.entrantType as EventDetail['entrantType'],
    awardCeremony: row.awardCeremony,
    dinnerCeremony: row.dinnerCeremony,
    resultsPublishedAt: iso(row.resultsPublishedAt),
    ...extra,
  };
}

export function presentDirectorEvent(
  detail: EventDetail,
  row: EventRow,
  extra: Pick<DirectorEvent, 'dailyCodes' | 'translations' | 'directors'>,
): DirectorEvent {
  return {
    ...detail,
    rulesText: row.rulesText,
    ruleSetId: row.ruleSetId,
    scoring: row.scoring as ScoringRulesInput,
    penalties: row.penalties as PenaltyRule[],
    boundary: (row.boundary ?? null) as DirectorEvent['boundary'],
    tournamentId: row.tournamentId,
    seriesId: row.seriesId,
    leaderboardVersion: row.leaderboardVersion,
    registrationDeadline: iso(row.registrationDeadline),
    money: eventMoneyOf(row),
    ...extra,
  };
}

export function presentSeries(row: SeriesRow, extra: Pick<Series, 'eventsCount' | 'canEdit'>): Series {
  return {
    id: row.id,
    name: row.name,
    seasonYear: row.seasonYear,
    description: row.description,
    formula: row.formula as SeriesFormula,
    feeMinor: row.feeMinor,
    currency: row.currency,
    status: row.status,
    ...extra,
  };
}

export function presentRuleSet(row: RuleSetRow): RuleSet {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    scoring: row.scoring as ScoringRulesInput,
    penalties: row.penalties as PenaltyRule[],
    isTemplate: row.isTemplate,
    updatedAt: iso(row.updatedAt)!,
  };
}

/** The refund policy alone, for anglers (the tax place is the director's). */
export const refundPolicyOf = ({ refundPolicy, refundPercentBp, refundDeadline }: EventMoney) => ({
  refundPolicy,
  refundPercentBp,
  refundDeadline,
});

/** Payments (issue 17): an event's refund policy and tax place as the contract names them. */
export function eventMoneyOf(row: {
  refundPolicy: string;
  refundPercentBp: number;
  refundDeadline: Date | null;
  taxCountry: string | null;
  taxRegion: string | null;
}): EventMoney {
  return {
    refundPolicy: (REFUND_POLICIES as readonly string[]).includes(row.refundPolicy)
      ? (row.refundPolicy as EventMoney['refundPolicy'])
      : 'none',
    refundPercentBp: row.refundPercentBp,
    refundDeadline: row.refundDeadline ? row.refundDeadline.toISOString() : null,
    taxCountry: row.taxCountry,
    taxRegion: row.taxRegion,
  };
}
