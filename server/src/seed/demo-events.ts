import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { CommunityEventType, CreateCommunityEvent } from '@tightlines/domain/community-events/contract';
import type { RsvpInput } from '@tightlines/domain/tournaments/events-contract';
import { createCommunityEvent, setCommunityRsvp } from '#server/features/community-events/service';
import { AppError } from '#server/lib/errors';
import type { DemoWho } from './demo-social';

type Ids = Record<DemoWho, string>;

interface DemoEvent {
  who: DemoWho;
  /** Index into the demo groups found (when there are any); otherwise a personal event. */
  group?: number;
  type: CommunityEventType;
  name: string;
  description: string;
  inDays: number;
  /** Local start hour and length in hours. */
  hour: number;
  hours: number;
  timeZone: string;
  location: string;
  latitude: number;
  longitude: number;
  capacity: number | null;
  rsvps: [DemoWho, RsvpInput['status'], number][];
}

const EVENTS: DemoEvent[] = [
  {
    who: 'captain',
    group: 0,
    type: 'meeting',
    name: 'Monthly club meeting',
    description: 'Season plans, the new members and a short talk on fluorocarbon leaders. Tea and biscuits.',
    inDays: 3,
    hour: 19,
    hours: 2,
    timeZone: 'America/New_York',
    location: 'Harbor Community Hall, Key West, FL',
    latitude: 24.5551,
    longitude: -81.78,
    capacity: 60,
    rsvps: [
      ['angler', 'going', 1],
      ['director', 'maybe', 0],
      ['moderator', 'interested', 0],
    ],
  },
  {
    who: 'angler',
    type: 'clinic',
    name: 'Fly casting clinic for beginners',
    description:
      'Bring a rod if you have one; a few loaners are available. We work on the roll cast and the double haul.',
    inDays: 6,
    hour: 9,
    hours: 3,
    timeZone: 'America/Chicago',
    location: 'Lake Travis, Mansfield Dam Park, TX',
    latitude: 30.392,
    longitude: -97.906,
    capacity: 12,
    rsvps: [
      ['captain', 'going', 0],
      ['advertiser', 'going', 2],
      ['publisher', 'maybe', 0],
    ],
  },
  {
    who: 'director',
    group: 1,
    type: 'cleanup',
    name: 'Riverbank clean-up',
    description: 'Gloves and bags provided. We meet at the boat ramp and work downstream for two hours.',
    inDays: 10,
    hour: 8,
    hours: 3,
    timeZone: 'Europe/London',
    location: 'River Severn, Bewdley',
    latitude: 52.3757,
    longitude: -2.3172,
    capacity: null,
    rsvps: [
      ['angler', 'going', 0],
      ['moderator', 'going', 1],
      ['captain', 'interested', 0],
    ],
  },
  {
    who: 'captain',
    type: 'social',
    name: 'Dockside barbecue',
    description: 'End-of-month cookout at the marina. Bring a side dish and your best fish story.',
    inDays: 14,
    hour: 17,
    hours: 4,
    timeZone: 'America/New_York',
    location: 'Garrison Bight Marina, Key West, FL',
    latitude: 24.5638,
    longitude: -81.7928,
    capacity: 40,
    rsvps: [
      ['angler', 'going', 2],
      ['director', 'going', 0],
      ['admin', 'maybe', 0],
    ],
  },
  {
    who: 'director',
    type: 'weigh_in',
    name: 'Saturday bass weigh-in',
    description:
      'Open weigh-in for anyone fishing the lake this weekend. Live wells checked; release after weighing.',
    inDays: 18,
    hour: 15,
    hours: 2,
    timeZone: 'America/Chicago',
    location: 'Lake Fork Marina, TX',
    latitude: 32.8,
    longitude: -95.57,
    capacity: null,
    rsvps: [
      ['angler', 'interested', 0],
      ['captain', 'going', 0],
    ],
  },
  {
    who: 'captain',
    group: 0,
    type: 'clinic',
    name: 'Knot tying night',
    description: 'FG, Bimini twist and the improved clinch. Line provided.',
    inDays: 24,
    hour: 18,
    hours: 2,
    timeZone: 'America/New_York',
    location: 'Harbor Community Hall, Key West, FL',
    latitude: 24.5551,
    longitude: -81.78,
    capacity: 20,
    rsvps: [
      ['angler', 'going', 0],
      ['publisher', 'going', 0],
    ],
  },
  {
    who: 'angler',
    type: 'social',
    name: 'Pub quiz for anglers',
    description: 'Teams of up to four. Questions on species, tackle and famous catches.',
    inDays: 31,
    hour: 20,
    hours: 3,
    timeZone: 'Europe/London',
    location: 'The Anchor, Bristol',
    latitude: 51.4545,
    longitude: -2.5879,
    capacity: 32,
    rsvps: [
      ['director', 'going', 1],
      ['moderator', 'maybe', 0],
    ],
  },
  {
    who: 'director',
    group: 1,
    type: 'meeting',
    name: 'Tournament planning meeting',
    description: 'Volunteers for the autumn series: marshals, weigh masters and the boat check.',
    inDays: 38,
    hour: 18,
    hours: 2,
    timeZone: 'Europe/London',
    location: 'Bewdley Angling Club house',
    latitude: 52.376,
    longitude: -2.316,
    capacity: null,
    rsvps: [
      ['captain', 'going', 0],
      ['angler', 'interested', 0],
    ],
  },
];

/** The UTC instant of a local wall-clock hour `days` from today in a zone. */
function localInstant(days: number, hour: number, timeZone: string): Date {
  const guess = new Date(Date.now() + days * 86_400_000);
  guess.setUTCHours(hour, 0, 0, 0);
  const local = new Date(guess.toLocaleString('en-US', { timeZone }));
  const utc = new Date(guess.toLocaleString('en-US', { timeZone: 'UTC' }));
  return new Date(guess.getTime() - (local.getTime() - utc.getTime()));
}

/**
 * About eight upcoming community events of every type over the next six weeks, with RSVPs from the demo people,
 * through the same services people use. Group events go to demo people's groups when the groups seed made some
 * (found in the table, owned by a demo person, public ones first); otherwise they are the organiser's own events.
 */
export async function seedDemoEvents(app: FastifyInstance, ids: Ids): Promise<void> {
  const demoIds = Object.values(ids).filter(Boolean);
  const groups = await app.db.execute<{ id: string; owner_id: string }>(sql`
    select id, owner_id from groups
    where deleted_at is null and owner_id = any(${`{${demoIds.join(',')}}`}::uuid[])
    order by privacy = 'private', created_at, id limit 2`);
  for (const event of EVENTS) {
    const group = event.group !== undefined ? groups.rows[event.group] : undefined;
    const organiser = group ? group.owner_id : ids[event.who];
    if (!organiser) continue;
    const startsAt = localInstant(event.inDays, event.hour, event.timeZone);
    const input: CreateCommunityEvent = {
      ...(group ? { groupId: group.id } : {}),
      type: event.type,
      name: event.name,
      description: event.description,
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + event.hours * 3_600_000).toISOString(),
      timeZone: event.timeZone,
      location: event.location,
      latitude: event.latitude,
      longitude: event.longitude,
      capacity: event.capacity,
    };
    const created = await createCommunityEvent(app, { id: organiser, roles: [] }, input);
    for (const [who, status, guests] of event.rsvps) {
      const userId = ids[who];
      if (!userId || userId === organiser) continue;
      // A private group's event takes RSVPs from its members only: the others are skipped.
      await setCommunityRsvp(app.db, { id: userId, roles: [] }, created.id, { status, guests }).catch(
        (error: unknown) => {
          if (!(error instanceof AppError) || error.status !== 404) throw error;
        },
      );
    }
  }
}
