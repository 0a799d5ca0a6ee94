import {
  HOME_CATCHES_DAYS,
  HOME_CATCHES_LIMIT,
  HOME_EVENTS_LIMIT,
  type Home,
  type HomeEvent,
  type NextRegistration,
  type TopCatch,
} from '@tightlines/domain/home/contract';
import type { PaymentProvider } from '@tightlines/domain/payments/contract';
import type { Registration } from '@tightlines/domain/tournaments/registration-contract';
import { todayIn, tournamentStatus } from '@tightlines/domain/tournaments/status';
import type { Media } from '@tightlines/domain/social/posts';
import { presentPerson } from '#server/features/people/presenter';
import { myRegistrations, type RegistrationDeps } from '#server/features/registrations/service';
import { listTournaments, type TournamentDeps } from '#server/features/tournaments/service';
import { presentImage, type UploadUrls } from '#server/storage/signed-urls';
import { topApprovedCatches, type TopCatchRow } from './repository';

/** What the home uses of the app (the route builds it once; tests may pass the app). */
export type HomeDeps = TournamentDeps & RegistrationDeps & { uploadUrls: UploadUrls };

const DAY_MS = 86_400_000;

type OpenEntry = Registration & { status: 'draft' | 'registered' };

/** Entries still in play: not cancelled, in an event not over where it is held. */
function openEntries(registrations: Registration[], now: Date): OpenEntry[] {
  return registrations.filter(
    (entry): entry is OpenEntry =>
      entry.status !== 'cancelled' &&
      tournamentStatus(entry.event, todayIn(entry.event.timeZone, now)) !== 'completed',
  );
}

/**
 * Whether the viewer pays this entry online now: the registrations service says so once payments know
 * (canPay); otherwise an online provider and the viewer's own unpaid place with a fee.
 */
function canPayOnline(entry: OpenEntry, provider: PaymentProvider): boolean {
  if (entry.canPay !== undefined) return entry.canPay;
  return (
    provider === 'stripe' &&
    entry.isMine &&
    entry.status === 'registered' &&
    entry.feeMinor > 0 &&
    entry.paymentStatus !== 'paid'
  );
}

/** The soonest entry; between two in the same event, the one holding a place. */
function nextOf(entries: OpenEntry[], now: Date, provider: PaymentProvider): NextRegistration | null {
  const [next] = [...entries].sort(
    (a, b) =>
      a.event.startDate.localeCompare(b.event.startDate) ||
      Number(b.status === 'registered') - Number(a.status === 'registered'),
  );
  if (!next) return null;
  return {
    id: next.id,
    event: { ...next.event, status: tournamentStatus(next.event, todayIn(next.event.timeZone, now)) },
    team: next.team,
    entrantName: next.entrantName,
    boatName: next.boatName,
    status: next.status,
    paymentStatus: next.paymentStatus,
    feeMinor: next.feeMinor,
    currency: next.currency,
    resumeToken: next.resumeToken,
    checkedInAt: next.checkedInAt,
    paymentProvider: provider,
    canPay: canPayOnline(next, provider),
    holdExpiresAt: next.holdExpiresAt ?? null,
  };
}

function presentTopCatch(row: TopCatchRow, urls: UploadUrls): TopCatch {
  const photo = presentImage(urls, 'public', row.photoUrl, (row.media as Media | null) ?? null);
  return {
    id: row.id,
    eventId: row.eventId,
    eventName: row.eventName,
    species: row.species,
    weightGrams: row.weightGrams,
    lengthMm: row.lengthMm,
    photoUrl: photo.url ?? row.photoUrl,
    media: photo.media,
    angler: row.angler ? presentPerson(row.angler) : null,
    entrantName: row.entrantName,
    approvedAt: (row.approvedAt ?? new Date()).toISOString(),
  };
}

/**
 * GET /api/home: live then upcoming published events (the tournaments list's order) marked with the viewer's
 * own entry, the viewer's next entry, and the heaviest catches approved this week.
 */
export async function memberHome(
  deps: HomeDeps,
  viewerId: string,
  language: string | null,
  now = new Date(),
): Promise<Home> {
  const [tournaments, registrations, catches] = await Promise.all([
    listTournaments(deps, { status: 'all', offset: 0, limit: HOME_EVENTS_LIMIT }, language, now),
    myRegistrations(deps, viewerId),
    topApprovedCatches(deps.db, {
      since: new Date(now.getTime() - HOME_CATCHES_DAYS * DAY_MS),
      limit: HOME_CATCHES_LIMIT,
    }),
  ]);
  const entries = openEntries(registrations.items, now);
  const byEvent = new Map<string, OpenEntry>();
  for (const entry of entries) {
    const kept = byEvent.get(entry.event.id);
    if (!kept || (kept.status === 'draft' && entry.status === 'registered'))
      byEvent.set(entry.event.id, entry);
  }
  const events: HomeEvent[] = tournaments.items
    .filter((event) => event.status !== 'completed')
    .map((event) => {
      const entry = byEvent.get(event.id);
      return { ...event, myRegistration: entry ? { id: entry.id, status: entry.status } : null };
    });
  return {
    events,
    // The provider is the one GET /api/payments/config names: Stripe once its keys are set.
    nextRegistration: nextOf(entries, now, deps.config.stripe ? 'stripe' : 'offline'),
    topCatches: catches.map((row) => presentTopCatch(row, deps.uploadUrls)),
  };
}
