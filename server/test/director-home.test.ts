import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectorEventList } from '@tightlines/domain/tournaments/events-contract';
import { tournamentRegistrations } from '#server/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { buildUser, type BuiltUser } from './helpers/factories';
import { as } from './fixtures/posts';
import { buildEvent, utcDay } from './helpers/events';
import { register, submit } from './fixtures/tournament-catches';

let t: TestApp;
let director: BuiltUser;
let eventId: string;
let quietEventId: string;

beforeAll(async () => {
  t = await createTestApp({ authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 } });
  director = await buildUser(t.app, { firstName: 'Dana', roles: ['tournament_director'] });
  const anglers = await Promise.all(['Ann', 'Bo', 'Cy'].map((firstName) => buildUser(t.app, { firstName })));
  eventId = (await buildEvent(t.app, director, { feeMinor: 5000 })).id;
  quietEventId = (await buildEvent(t.app, director, { name: 'Quiet pond derby' })).id;
  const [first, second, third] = await Promise.all(anglers.map((angler) => register(t.app, eventId, angler)));
  // Ann paid and is out on the water; Bo is out and has not paid; Cy came back in.
  await t.app.db
    .update(tournamentRegistrations)
    .set({ feeMinor: 5000, paymentStatus: 'paid', checkedInAt: new Date() })
    .where(eq(tournamentRegistrations.id, first!.id));
  await t.app.db
    .update(tournamentRegistrations)
    .set({ feeMinor: 5000, checkedInAt: new Date() })
    .where(eq(tournamentRegistrations.id, second!.id));
  await t.app.db
    .update(tournamentRegistrations)
    .set({ feeMinor: 5000, checkedInAt: new Date(), checkedOutAt: new Date() })
    .where(eq(tournamentRegistrations.id, third!.id));
  await submit(t.app, anglers[0]!, eventId, 1);
  await submit(t.app, anglers[1]!, eventId, 2);
});
afterAll(async () => {
  await t.close();
});

describe('director home', () => {
  it('shows per event the catches waiting, the unpaid fees and the boats on the water', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/tournament-director/events',
      headers: as(director),
    });
    expect(response.statusCode).toBe(200);
    const items = response.json<DirectorEventList>().items;
    expect(items.find((item) => item.id === eventId)?.attention).toEqual({
      catchesWaiting: 2,
      unpaidFees: 2,
      boatsOnWater: 2,
    });
    expect(items.find((item) => item.id === quietEventId)?.attention).toEqual({
      catchesWaiting: 0,
      unpaidFees: 0,
      boatsOnWater: 0,
    });
  });

  it('lists the events on the water first, then the coming ones soonest first, then the finished ones', async () => {
    const other = await buildUser(t.app, { firstName: 'Eli', roles: ['tournament_director'] });
    const days = { later: [20, 21], past: [-30, -29], soon: [3, 4], live: [0, 1], older: [-60, -59] };
    for (const [name, [start, end]] of Object.entries(days))
      await buildEvent(t.app, other, { name, startDate: utcDay(start), endDate: utcDay(end) });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/tournament-director/events',
      headers: as(other),
    });
    expect(response.json<DirectorEventList>().items.map((item) => item.name)).toEqual([
      'live',
      'soon',
      'later',
      'past',
      'older',
    ]);
  });
});
