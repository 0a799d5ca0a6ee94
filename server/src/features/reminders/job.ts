import type { FastifyInstance } from 'fastify';
import { startOfDayIn } from '@tightlines/domain/tournaments/status';
import { notify, type NotifyDeps } from '#server/features/notifications/service';
import type { JobHandler } from '#server/jobs/runner';
import { markReminded, peopleExpectedAt, publishedEventsStartingBetween } from './repo';
// Community events and calendar (events-server)
import { claimCommunityReminders } from '#server/features/community-events/repo';

export const EVENT_REMINDER_QUEUE = 'event-reminders';
/** The one pending reminder job (it keeps itself pending, due again every hour). */
const EVENT_REMINDER_KEY = 'hourly';
/** How often the job looks for events starting within the next day. */
export const EVENT_REMINDER_INTERVAL_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
/** "Starts tomorrow": the event's first day begins (midnight in its zone) within a day of now. */
const REMINDER_WINDOW_MS = DAY_MS;
const utcDate = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Tells everyone an event concerns (entrants with an account, people going) that it starts tomorrow, for every
 * published event whose first day begins within the next 24 hours where it is held. Each (event, person) is
 * marked in event_reminders in the same transaction as the notification: running again, or on two server copies
 * at once, never reminds anyone twice. Answers how many people were reminded.
 */
export async function remindEventsStartingSoon(deps: NotifyDeps, now: Date = new Date()): Promise<number> {
  // A calendar date in any zone is within a day of the UTC date: read a day of slack either side, then decide
  // by the instant the event's day begins in its own zone.
  const events = await publishedEventsStartingBetween(
    deps.db,
    utcDate(new Date(now.getTime() - DAY_MS)),
    utcDate(new Date(now.getTime() + 2 * DAY_MS)),
  );
  let reminded = 0;
  for (const event of events) {
    const startsAt = startOfDayIn(event.startDate, event.timeZone).getTime();
    if (startsAt <= now.getTime() || startsAt > now.getTime() + REMINDER_WINDOW_MS) continue;
    const publishers = await deps.db.transaction(async (tx) => {
      const people = await markReminded(tx, event.id, await peopleExpectedAt(tx, event.id));
      const sent: (() => void)[] = [];
      for (const userId of people)
        sent.push(
          await notify(
            deps,
            {
              userId,
              actorId: null,
              type: 'event_tomorrow',
              params: { eventId: event.id, eventName: event.name, startDate: event.startDate },
              actionUrl: `/events/${event.id}`,
            },
            tx,
          ),
        );
      return sent;
    });
    for (const publish of publishers) publish();
    reminded += publishers.length;
  }
  return reminded + (await remindCommunityEvents(deps, now));
}

/** The local calendar date of an instant in a zone (YYYY-MM-DD). */
const localDate = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );

/**
 * Community events starting within the next day: people going or maybe hear once. The event is claimed (its
 * reminded_at set, rows locked skip-locked) in the same transaction as the notifications, so a second run or a
 * second server copy finds nothing left to send.
 */
async function remindCommunityEvents(deps: NotifyDeps, now: Date): Promise<number> {
  const publishers = await deps.db.transaction(async (tx) => {
    const sent: (() => void)[] = [];
    const events = await claimCommunityReminders(tx, now, new Date(now.getTime() + REMINDER_WINDOW_MS));
    for (const event of events)
      for (const userId of event.people)
        sent.push(
          await notify(
            deps,
            {
              userId,
              actorId: null,
              type: 'event_tomorrow',
              params: {
                eventId: event.id,
                eventName: event.name,
                startDate: localDate(new Date(event.starts_at), event.time_zone),
              },
              actionUrl: `/events/${event.id}`,
            },
            tx,
          ),
        );
    return sent;
  });
  for (const publish of publishers) publish();
  return publishers.length;
}

/** The hourly reminder job: it never finishes, it comes back an hour after each run (followUp). */
export const eventReminderJob: JobHandler<unknown> = {
  async run(app) {
    await remindEventsStartingSoon(app);
  },
  followUp(_db, _app, _payload, now) {
    return Promise.resolve(new Date(now.getTime() + EVENT_REMINDER_INTERVAL_MS));
  },
};

/**
 * Makes sure the reminder job exists (main.ts, at start). Its dedupe key keeps one pending job across restarts
 * and server copies; one that ran out of attempts is created again at the next start.
 */
export async function scheduleEventReminders(app: FastifyInstance): Promise<void> {
  await app.jobs.enqueue(EVENT_REMINDER_QUEUE, {}, { dedupeKey: EVENT_REMINDER_KEY });
}
