import { isRegistrationOpen } from '@tightlines/domain/tournaments/status';
import { type RegistrationOptions } from '@tightlines/domain/tournaments/registration-contract';
import type { Db } from '#server/db/client';
import { presentOpenEvent } from './presenter';
import {
  boatChoices,
  divisionsOf,
  memberNamesOf,
  publishedEventsFrom,
  teamsCaptainedBy,
  type EventRow,
} from './repo';
import { nameOf, type RegistrationDeps } from './service';

/** A day before today in UTC: no event still open anywhere on Earth ended before it. */
const earliestOpenEnd = () => new Date(Date.now() - 36 * 3600_000).toISOString().slice(0, 10);

/** Before its registration deadline: the director's, else the start of the first day where it is held. */
export const isOpen = (event: EventRow) =>
  isRegistrationOpen({
    startDate: event.start_date,
    timeZone: event.time_zone,
    registrationClosesAt: event.registration_deadline,
  });

/** Events open for registration: published, before the deadline, with places left. */
export async function openEvents(db: Db, options: { seriesId?: string; includeFull?: boolean } = {}) {
  const rows = (
    await publishedEventsFrom(db, { since: earliestOpenEnd(), seriesId: options.seriesId })
  ).filter(isOpen);
  const divisions = await divisionsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows
    .map((row) => presentOpenEvent(row, divisions.get(row.id) ?? []))
    .filter((event) => options.includeFull || event.placesLeft === null || event.placesLeft > 0);
}

/** What the wizard offers: open events, the teams I captain with their members, my boats and theirs. */
export async function registrationOptions(
  deps: RegistrationDeps,
  userId: string,
): Promise<RegistrationOptions> {
  const [events, me, captained] = await Promise.all([
    openEvents(deps.db),
    nameOf(deps.db, userId),
    teamsCaptainedBy(deps.db, userId),
  ]);
  const teamIds = captained.map((team) => team.id);
  const members = await memberNamesOf(deps.db, teamIds);
  const boatRows = await boatChoices(deps.db, userId, teamIds);
  return {
    events,
    me: { userId, displayName: me.name },
    teams: captained.map((team) => ({
      ...team,
      members: members
        .filter((member) => member.team_id === team.id)
        .map((member) => ({ userId: member.user_id, displayName: member.name })),
    })),
    boats: boatRows.map((row) => ({ id: row.id, name: row.name, teamId: row.team_id })),
  };
}
