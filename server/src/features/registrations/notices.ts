import type { Db } from '#server/db/client';
import { recordActivity, type ActivityDeps } from '#server/features/activities/service';
import { notify, type NotifyDeps } from '#server/features/notifications/service';
import type { EventRow } from './repo';

/** What a registration tells people: notify and recordActivity's dependencies (the app has both). */
export type RegistrationNoticeDeps = NotifyDeps & ActivityDeps;

/**
 * Inside the registering transaction: 'Registration confirmed' to the registrant and every angler of the entry
 * with an account (once each, whoever registered them), and the registrant's activity. Answers what sends them
 * after the commit. A registration is confirmed when it is submitted (status registered, its place taken);
 * payment and check-in later never confirm it again.
 */
export async function announceRegistration(
  deps: RegistrationNoticeDeps,
  tx: Db,
  input: {
    registrationId: string;
    userId: string;
    event: Pick<EventRow, 'id' | 'name'>;
    entrant: { entrantName: string; anglers: readonly { userId: string | null }[] };
  },
): Promise<(() => void)[]> {
  const { registrationId, userId, event, entrant } = input;
  const people = new Set([userId]);
  for (const angler of entrant.anglers) if (angler.userId) people.add(angler.userId);
  const publishers: (() => void)[] = [];
  for (const person of people) {
    publishers.push(
      await notify(
        deps,
        {
          userId: person,
          // The confirmation comes from the event, not from a person (the registrant hears of their own entry).
          actorId: null,
          type: 'registration_confirmed',
          params: {
            eventId: event.id,
            eventName: event.name,
            entrantName: entrant.entrantName,
            registrationId,
          },
          actionUrl: '/registrations',
        },
        tx,
      ),
    );
  }
  publishers.push(
    await recordActivity(
      deps,
      {
        userId,
        activityType: 'tournament_registered',
        entityType: 'event',
        entityId: event.id,
        content: `Registered for ${event.name}`,
        metadata: { eventName: event.name, entrantName: entrant.entrantName },
      },
      tx,
    ),
  );
  return publishers;
}
