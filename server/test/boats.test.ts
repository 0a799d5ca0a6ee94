import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Boat, BoatList, Team } from '@tightlines/domain/teams/contract';
import { createTestApp, type TestApp } from './helpers/app';
import { as, buildUser, type BuiltUser, errorOf } from './helpers/factories';

let t: TestApp;
let owner: BuiltUser;
let other: BuiltUser;

beforeAll(async () => {
  t = await createTestApp({ authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 } });
  owner = await buildUser(t.app, { firstName: 'Olly', lastName: 'Owner' });
  other = await buildUser(t.app, { firstName: 'Ona', lastName: 'Other' });
});
afterAll(async () => {
  await t.close();
});

describe('boats', () => {
  it('creates, shows and lists my boats; only the owner edits (403), visitors read', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/boats', payload: { name: 'X' } })).statusCode,
    ).toBe(401);
    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/boats',
      headers: as(owner),
      payload: { name: ' ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank).message).toBe('Please enter a boat name.');

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/boats',
      headers: as(owner),
      payload: { name: 'Sea Spray', make: 'Ranger', model: 'Z520', lengthCm: 620 },
    });
    expect(created.statusCode).toBe(201);
    const boat = created.json<Boat>();
    expect(boat).toMatchObject({
      name: 'Sea Spray',
      make: 'Ranger',
      lengthCm: 620,
      owner: { userId: owner.id, displayName: 'Olly Owner' },
      isMine: true,
      team: null,
    });

    const visitor = await t.app.inject({ method: 'GET', url: `/api/boats/${boat.id}` });
    expect(visitor.json<Boat>()).toMatchObject({ name: 'Sea Spray', isMine: false });

    const hijack = await t.app.inject({
      method: 'PATCH',
      url: `/api/boats/${boat.id}`,
      headers: as(other),
      payload: { name: 'Mine now' },
    });
    expect(hijack.statusCode).toBe(403);

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/boats/${boat.id}`,
      headers: as(owner),
      payload: { name: 'Sea Spray II' },
    });
    expect(renamed.json<Boat>().name).toBe('Sea Spray II');

    const mine = await t.app.inject({ method: 'GET', url: '/api/boats', headers: as(owner) });
    expect(mine.json<BoatList>().items.map((item) => item.name)).toEqual(['Sea Spray II']);
    expect((await t.app.inject({ method: 'GET', url: '/api/boats' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/boats/00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
  });

  it('ties a boat to a team only for its members, and the team page lists it', async () => {
    const team = (
      await t.app.inject({
        method: 'POST',
        url: '/api/teams',
        headers: as(owner),
        payload: { name: 'Boat Crew' },
      })
    ).json<Team>();
    const outsider = await t.app.inject({
      method: 'POST',
      url: '/api/boats',
      headers: as(other),
      payload: { name: 'Sneaky', teamId: team.id },
    });
    expect(outsider.statusCode).toBe(403);

    const teamBoat = await t.app.inject({
      method: 'POST',
      url: '/api/boats',
      headers: as(owner),
      payload: { name: 'Crew Boat', teamId: team.id },
    });
    expect(teamBoat.json<Boat>().team).toEqual({ id: team.id, slug: 'boat-crew', name: 'Boat Crew' });
    const page = await t.app.inject({ method: 'GET', url: '/api/teams/boat-crew' });
    expect(page.json<Team>().boats.map((boat) => boat.name)).toEqual(['Crew Boat']);
  });
});
