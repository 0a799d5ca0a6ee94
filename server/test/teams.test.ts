import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@tightlines/domain/social/limits';
import type {
  Invitation,
  MyTeams,
  Team,
  TeamAnalytics,
  TeamFollowers,
  TeamFollowState,
  TeamTournaments,
} from '@tightlines/domain/teams/contract';
import {
  teamMembers,
  teams,
  tournamentCatches,
  tournamentEvents,
  tournamentPenalties,
  tournamentRegistrations,
} from '#server/db/schema';
import { createTeam } from '#server/features/teams/service';
import { createTestApp, type TestApp } from './helpers/app';
import { as, buildUser, type BuiltUser, errorOf } from './helpers/factories';
import { gpsJpeg, multipart } from './fixtures/posts';

let t: TestApp;
let captain: BuiltUser;
let mate: BuiltUser;
let fan: BuiltUser;

async function newTeam(name: string, who = captain): Promise<Team> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/teams',
    headers: as(who),
    payload: { name },
  });
  expect(response.statusCode).toBe(201);
  return response.json<Team>();
}

beforeAll(async () => {
  t = await createTestApp({ authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 } });
  captain = await buildUser(t.app, { firstName: 'Cap', lastName: 'Hook' });
  mate = await buildUser(t.app, { firstName: 'Mia', lastName: 'Line' });
  fan = await buildUser(t.app, { firstName: 'Fay', lastName: 'Fan' });
});
afterAll(async () => {
  await t.close();
});

describe('creating a team', () => {
  it('makes the creator its captain under a slug from the name, unique when the name repeats', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/teams', payload: { name: 'Nope' } })).statusCode,
    ).toBe(401);
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: as(captain),
      payload: { name: 'A' },
    });
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).message).toBe('Please enter a team name of at least 2 characters.');

    const team = await newTeam('Bass Masters Élite');
    expect(team).toMatchObject({
      slug: 'bass-masters-elite',
      membersCount: 1,
      captain: { userId: captain.id, displayName: 'Cap Hook' },
      viewer: { isCaptain: true, isMember: true },
    });
    expect(team.members).toEqual([expect.objectContaining({ userId: captain.id, role: 'captain' })]);
    expect(team.inviteCode).toBeTruthy();
    const [row] = await t.app.db.select().from(teamMembers).where(eq(teamMembers.teamId, team.id));
    expect(row?.role).toBe('captain');

    const twin = await newTeam('Bass Masters Elite');
    expect(twin.slug).toBe('bass-masters-elite-2');
    // Reserved words never become slugs.
    expect((await createTeam(t.app.db, captain.id, { name: 'Mine' })).slug).toBe('mine-2');
  });

  it('hides the invite code from everyone but the captain', async () => {
    const team = await newTeam('Quiet Waters');
    const visitor = await t.app.inject({ method: 'GET', url: `/api/teams/${team.slug}` });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json<Team>().inviteCode).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/teams/no-such-team' })).statusCode).toBe(404);
  });
});

describe('settings are the captain’s', () => {
  it('answers 403 to members and others for settings, edits and a new invite code', async () => {
    const team = await newTeam('Captain Only Crew');
    await t.app.inject({ method: 'POST', url: `/api/join-team/${team.inviteCode}`, headers: as(mate) });
    for (const who of [mate, fan]) {
      const settings = await t.app.inject({
        method: 'GET',
        url: `/api/teams/${team.slug}/settings`,
        headers: as(who),
      });
      expect(settings.statusCode).toBe(403);
      expect(errorOf(settings).message).toBe('Only the team captain can do that.');
      const patch = await t.app.inject({
        method: 'PATCH',
        url: `/api/teams/${team.slug}`,
        headers: as(who),
        payload: { bio: 'hijacked' },
      });
      expect(patch.statusCode).toBe(403);
      const code = await t.app.inject({
        method: 'POST',
        url: `/api/teams/${team.slug}/invite-code`,
        headers: as(who),
      });
      expect(code.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/teams/${team.slug}/settings` })).statusCode).toBe(
      401,
    );

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/teams/${team.slug}`,
      headers: as(captain),
      payload: { name: 'Captain Only Crew II', bio: 'Walleye at night', homePort: 'Port Clinton' },
    });
    expect(patched.json<Team>()).toMatchObject({
      slug: team.slug,
      name: 'Captain Only Crew II',
      bio: 'Walleye at night',
      homePort: 'Port Clinton',
    });
  });
});

describe('joining by the invite link', () => {
  it('joins once, counts the member, and a regenerated code retires the old link', async () => {
    const team = await newTeam('Invite Test');
    const invitation = await t.app.inject({
      method: 'GET',
      url: `/api/join-team/${team.inviteCode}`,
      headers: as(mate),
    });
    expect(invitation.json<Invitation>()).toMatchObject({
      team: { name: 'Invite Test' },
      alreadyMember: false,
    });

    const joined = await t.app.inject({
      method: 'POST',
      url: `/api/join-team/${team.inviteCode}`,
      headers: as(mate),
    });
    expect(joined.statusCode).toBe(200);
    expect(joined.json<Team>()).toMatchObject({
      membersCount: 2,
      viewer: { isMember: true, isCaptain: false },
    });
    // Joining twice changes nothing.
    await t.app.inject({ method: 'POST', url: `/api/join-team/${team.inviteCode}`, headers: as(mate) });
    const [row] = await t.app.db.select().from(teams).where(eq(teams.id, team.id));
    expect(row?.membersCount).toBe(2);

    const mine = await t.app.inject({ method: 'GET', url: '/api/teams/mine', headers: as(mate) });
    expect(mine.json<MyTeams>().items).toContainEqual(
      expect.objectContaining({ slug: team.slug, role: 'member' }),
    );

    const fresh = await t.app.inject({
      method: 'POST',
      url: `/api/teams/${team.slug}/invite-code`,
      headers: as(captain),
    });
    const { inviteCode } = fresh.json<{ inviteCode: string }>();
    expect(inviteCode).not.toBe(team.inviteCode);
    const stale = await t.app.inject({
      method: 'POST',
      url: `/api/join-team/${team.inviteCode}`,
      headers: as(fan),
    });
    expect(stale.statusCode).toBe(404);
    expect(errorOf(stale).message).toBe(
      'This invite link is not valid any more. Ask your captain for a new one.',
    );

    // Leaving: the member can, the captain cannot.
    const left = await t.app.inject({
      method: 'DELETE',
      url: `/api/teams/${team.slug}/members/${mate.id}`,
      headers: as(mate),
    });
    expect(left.statusCode).toBe(204);
    const captainLeaves = await t.app.inject({
      method: 'DELETE',
      url: `/api/teams/${team.slug}/members/${captain.id}`,
      headers: as(captain),
    });
    expect(captainLeaves.statusCode).toBe(409);
    const [after] = await t.app.db.select().from(teams).where(eq(teams.id, team.id));
    expect(after?.membersCount).toBe(1);
  });
});

describe('following a team', () => {
  it('keeps followers_count in the row and lists the followers', async () => {
    const team = await newTeam('Followed Crew');
    const follow = () =>
      t.app.inject({ method: 'PUT', url: `/api/teams/${team.slug}/follow`, headers: as(fan) });
    expect((await follow()).json<TeamFollowState>()).toEqual({ isFollowing: true, followersCount: 1 });
    expect((await follow()).json<TeamFollowState>()).toEqual({ isFollowing: true, followersCount: 1 });
    const own = await t.app.inject({
      method: 'PUT',
      url: `/api/teams/${team.slug}/follow`,
      headers: as(captain),
    });
    expect(own.statusCode).toBe(400);

    const followers = await t.app.inject({ method: 'GET', url: `/api/teams/${team.slug}/followers` });
    expect(followers.json<TeamFollowers>()).toMatchObject({
      total: 1,
      items: [{ userId: fan.id, displayName: 'Fay Fan' }],
    });
    const page = await t.app.inject({ method: 'GET', url: `/api/teams/${team.slug}`, headers: as(fan) });
    expect(page.json<Team>()).toMatchObject({ followersCount: 1, viewer: { isFollowing: true } });

    const unfollow = await t.app.inject({
      method: 'DELETE',
      url: `/api/teams/${team.slug}/follow`,
      headers: as(fan),
    });
    expect(unfollow.json<TeamFollowState>()).toEqual({ isFollowing: false, followersCount: 0 });
  });
});

describe('tournaments and analytics', () => {
  it('counts only approved catches and places the team among the entrants', async () => {
    const team = await newTeam('Analytics Anglers');
    const [event] = await t.app.db
      .insert(tournamentEvents)
      .values({
        name: 'Fall Classic',
        startDate: '2026-10-01',
        endDate: '2026-10-02',
        status: 'published',
        scoring: { mode: 'weight' },
      })
      .returning();
    const register = async (name: string, teamId: string | null, who: BuiltUser) => {
      const [row] = await t.app.db
        .insert(tournamentRegistrations)
        .values({
          eventId: event!.id,
          userId: who.id,
          teamId,
          entrantName: name,
          status: 'registered',
          resumeToken: `${name}-resume-token-000`,
          checkInCode: `${name}-code`,
        })
        .returning();
      return row!;
    };
    const ours = await register('Analytics Anglers', team.id, captain);
    const theirs = await register('Rivals', null, fan);
    let n = 0;
    const fish = (registrationId: string, grams: number, status: string) =>
      t.app.db.insert(tournamentCatches).values({
        eventId: event!.id,
        registrationId,
        submittedBy: captain.id,
        clientId: `c-${n++}`,
        species: 'Walleye',
        weightGrams: grams,
        score: status === 'approved' ? grams : null,
        photoUrl: '/x.jpg',
        caughtAt: new Date('2026-10-01T10:00:00Z'),
        status,
      });
    await fish(ours.id, 2000, 'approved');
    await fish(ours.id, 1500, 'approved');
    await fish(ours.id, 9000, 'pending');
    await fish(theirs.id, 5000, 'approved');

    const analytics = (
      await t.app.inject({ method: 'GET', url: `/api/teams/${team.slug}/analytics` })
    ).json<TeamAnalytics>();
    expect(analytics).toMatchObject({
      approvedCatches: 2,
      totalWeightGrams: 3500,
      biggestFishGrams: 2000,
      tournamentsEntered: 1,
      events: [{ eventName: 'Fall Classic', catches: 2, weightGrams: 3500, finish: 2, entrants: 2 }],
    });

    const tournaments = (
      await t.app.inject({ method: 'GET', url: `/api/teams/${team.slug}/tournaments` })
    ).json<TeamTournaments>();
    expect(tournaments.items).toEqual([
      expect.objectContaining({ eventName: 'Fall Classic', status: 'registered', registrationId: ours.id }),
    ]);
  });

  it('places the team as the leaderboard does: best N with culling, then penalties', async () => {
    const team = await newTeam('Culling Crew');
    const [event] = await t.app.db
      .insert(tournamentEvents)
      .values({
        name: 'Best Two Open',
        startDate: '2026-09-01',
        endDate: '2026-09-02',
        status: 'published',
        scoring: { mode: 'weight', bestN: 2 },
      })
      .returning();
    const register = async (name: string, teamId: string | null, who: BuiltUser) => {
      const [row] = await t.app.db
        .insert(tournamentRegistrations)
        .values({
          eventId: event!.id,
          userId: who.id,
          teamId,
          entrantName: name,
          status: 'registered',
          resumeToken: `${name}-resume-token-cull`,
          checkInCode: `${name}-cull-code`,
        })
        .returning();
      return row!;
    };
    const ours = await register('Culling Crew', team.id, captain);
    const theirs = await register('Solo Sam', null, fan);
    let n = 0;
    const fish = (registrationId: string, grams: number) =>
      t.app.db.insert(tournamentCatches).values({
        eventId: event!.id,
        registrationId,
        submittedBy: captain.id,
        clientId: `cull-${n++}`,
        species: 'Walleye',
        weightGrams: grams,
        score: grams,
        photoUrl: '/x.jpg',
        caughtAt: new Date(`2026-09-01T1${n}:00:00Z`),
        status: 'approved',
      });
    // Ours: 3 fish weigh 7000 g, but only the best two count (5000 g); theirs: one 6000 g fish.
    await fish(ours.id, 3000);
    await fish(ours.id, 2000);
    await fish(ours.id, 2000);
    await fish(theirs.id, 6000);
    const finishOf = async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/teams/${team.slug}/analytics` });
      expect(response.statusCode).toBe(200);
      return response.json<TeamAnalytics>().events;
    };
    // A summed-weight ranking would put us first (7000 > 6000); culling makes it second.
    expect(await finishOf()).toEqual([
      expect.objectContaining({
        eventName: 'Best Two Open',
        catches: 3,
        weightGrams: 7000,
        finish: 2,
        entrants: 2,
      }),
    ]);

    // A 2000 g penalty on the rival (recorded as judging does: a new leaderboard version) puts us first.
    await t.app.db.insert(tournamentPenalties).values({
      eventId: event!.id,
      registrationId: theirs.id,
      code: 'late_to_scale',
      amount: 2000,
      reason: 'Late to the scale',
    });
    await t.app.db
      .update(tournamentEvents)
      .set({ leaderboardVersion: sql`${tournamentEvents.leaderboardVersion} + 1` })
      .where(eq(tournamentEvents.id, event!.id));
    expect(await finishOf()).toEqual([expect.objectContaining({ eventName: 'Best Two Open', finish: 1 })]);
  });
});

describe('POST and DELETE /api/teams/:teamSlug/logo', () => {
  const upload = (
    who: BuiltUser | null,
    slug: string,
    file?: { filename: string; type: string; data: Buffer },
  ) => {
    const form = multipart({}, file ? { name: 'image', ...file } : undefined);
    return t.app.inject({
      method: 'POST',
      url: `/api/teams/${slug}/logo`,
      headers: { ...as(who), ...form.headers },
      payload: form.payload,
    });
  };
  const fileOf = (url: string) =>
    path.join(t.app.config.dataDir, 'uploads', ...url.replace(/^\/uploads\//, '').split('/'));
  const photo = { filename: 'IMG_0001.JPG', type: 'image/jpeg', data: gpsJpeg };
  let team: Team;
  beforeAll(async () => {
    team = await newTeam('Logo Lovers');
    const invite = await t.app.inject({
      method: 'POST',
      url: `/api/join-team/${team.inviteCode}`,
      headers: as(mate),
    });
    expect(invite.statusCode).toBe(200);
  });

  it('answers 401 signed out and 403 to a member who is not the captain, storing nothing', async () => {
    const signedOut = await upload(null, team.slug, photo);
    expect(signedOut.statusCode).toBe(401);
    expect(errorOf(signedOut).message).toBe('Not authenticated');
    const member = await upload(mate, team.slug, photo);
    expect(member.statusCode).toBe(403);
    expect(errorOf(member)).toEqual({ code: 'captainOnly', message: 'Only the team captain can do that.' });
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/teams/${team.slug}/logo`,
      headers: as(mate),
    });
    expect(removal.statusCode).toBe(403);
    expect((await upload(captain, 'no-such-team', photo)).statusCode).toBe(404);
    const [row] = await t.app.db.select().from(teams).where(eq(teams.id, team.id));
    expect(row!.logoUrl).toBeNull();
  });

  it('answers 400 for what is not an image and 413 over 5 MB, with the spec messages', async () => {
    const script = await upload(captain, team.slug, {
      filename: 'logo.png',
      type: 'image/png',
      data: Buffer.from('#!/bin/sh\necho not a picture\n'),
    });
    expect(script.statusCode).toBe(400);
    expect(errorOf(script)).toEqual({ code: 'imageOnly', message: 'Only image files are supported' });
    expect((await upload(captain, team.slug)).statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/teams/${team.slug}/logo`,
      headers: as(captain),
      payload: { image: 'x' },
    });
    expect(errorOf(json).message).toBe('Only image files are supported');

    const big = await upload(captain, team.slug, {
      ...photo,
      data: Buffer.concat([gpsJpeg, Buffer.alloc(IMAGE_MAX_BYTES)]),
    });
    expect(big.statusCode).toBe(413);
    expect(errorOf(big)).toEqual({ code: 'imageTooLarge', message: 'File size must be less than 5MB' });
  });

  it("stores the captain's logo as an upright WebP without EXIF, at most 512 wide, shown on the team", async () => {
    const response = await upload(captain, team.slug, photo);
    expect(response.statusCode).toBe(200);
    const url = response.json<Team>().logoUrl!;
    expect(url).toMatch(new RegExp(`^/uploads/team-logos/${team.id}/\\d+\\.webp$`));
    const meta = await sharp(readFileSync(fileOf(url))).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    // 1200×800 stored sideways (EXIF orientation 6): upright it is portrait, scaled to 512 wide.
    expect([meta.width, meta.height]).toEqual([512, 768]);

    expect((await t.app.inject({ method: 'GET', url: `/api/teams/${team.slug}` })).json<Team>().logoUrl).toBe(
      url,
    );
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/teams/mine', headers: as(mate) })
    ).json<MyTeams>();
    expect(mine.items.find((item) => item.id === team.id)?.logoUrl).toBe(url);
  });

  it('replaces the previous logo file, and removes the logo on DELETE', async () => {
    const first = (await t.app.inject({ method: 'GET', url: `/api/teams/${team.slug}` })).json<Team>()
      .logoUrl!;
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0e7490' } })
      .png()
      .toBuffer();
    const second = (
      await upload(captain, team.slug, { filename: 'logo.png', type: 'image/png', data: png })
    ).json<Team>().logoUrl!;
    expect(second).not.toBe(first);
    expect(existsSync(fileOf(second))).toBe(true);
    expect(existsSync(fileOf(first))).toBe(false);
    // Never upscaled.
    expect((await sharp(readFileSync(fileOf(second))).metadata()).width).toBe(300);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/teams/${team.slug}/logo`,
      headers: as(captain),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Team>().logoUrl).toBeNull();
    expect(existsSync(fileOf(second))).toBe(false);
  });
});
