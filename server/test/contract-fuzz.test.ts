import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROLES } from '@tightlines/domain/roles/roles';
import {
  charterListings,
  charterPackages,
  charterSlots,
  moderationActions,
  moderationItems,
} from '#server/db/schema';
import { findUnsafeText } from '#server/lib/text-input';
import { createTestApp, type TestApp } from './helpers/app';
import { buildUser, type BuiltUser } from './helpers/factories';
import { arbitraryOf, isoDate, type Hints } from './helpers/zod-arbitrary';
import { createPost, multipart } from './fixtures/posts';
import { insertBooking, insertListing } from './fixtures/charters';

/**
 * Contract fuzzing: every API route, with bodies, query strings and params generated from its own zod schemas
 * and then mutated (wrong types, missing and extra fields, huge strings, NUL bytes, lone surrogates, unicode,
 * extreme numbers, bad ids), signed in with every role and anonymous. No answer may be a 5xx, and a request
 * the server refuses writes no row. FUZZ_SEED replays a run's inputs (the ids harvested from answers may differ
 * with timing); FUZZ_SCALE multiplies the number of requests; FUZZ_VERBOSE prints the time spent on each route.
 */
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
const EXPLORE_PER_ROUTE = Math.round(48 * SCALE);
const REFUSED_PER_ROUTE = Math.round(40 * SCALE);
const CONCURRENCY = 6;

interface FuzzRoute {
  method: string;
  url: string;
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
  multipart: boolean;
}

type Who = BuiltUser | null;

interface FuzzInput {
  who: number;
  params: Record<string, unknown>;
  query: Record<string, unknown> | undefined;
  body: unknown;
  /** Send the body as multipart/form-data (its fields as text) instead of JSON. */
  asMultipart: boolean;
}

interface Sent {
  route: string;
  who: string;
  url: string;
  payload: string | undefined;
  status: number;
  answer: string;
}

let t: TestApp;
const routes: FuzzRoute[] = [];
const identities: Who[] = [null];
const identityNames: string[] = ['anonymous'];
const pools = {
  uuid: new Set<string>(),
  slug: new Set<string>(),
  handle: new Set<string>(),
  inviteCode: new Set<string>(),
  tag: new Set<string>(['bass', 'walleye']),
  token: new Set<string>(),
  cursor: new Set<string>(),
};
const failures: Sent[] = [];
let sentCount = 0;
/** Answers by status class (2xx, 4xx…), to show how far the inputs got. */
const statusClasses: Record<string, number> = {};

beforeAll(async () => {
  console.log(`contract fuzz: FUZZ_SEED=${SEED} FUZZ_SCALE=${SCALE}`);
  t = await createTestApp(
    {
      authRateLimit: { max: 1_000_000, signInPerAccount: 1_000_000, windowMs: 60_000 },
      // One session lookup per identity instead of one per request: the run is ~10,000 requests.
      sessionCacheMs: 60_000,
    },
    { onRoute: (route) => collect(route) },
  );
  for (const role of ROLES) {
    const user = await buildUser(t.app, {
      firstName: 'Fuzz',
      lastName: role.replace('_', ''),
      roles: [role],
    });
    identities.push(user);
    identityNames.push(role);
  }
  // This installation's push instance, so the device routes are reached (their devices are harvested).
  pools.uuid.add(t.app.config.push.instanceId);
  // People and content to aim at; the fuzzing identities' own ids stay out of the pools, so a fuzzed admin
  // route never takes a role away from the identity that sends the next request.
  const people: { who: BuiltUser; postId: string }[] = [];
  const targets: { userId: string; postId: string }[] = [];
  for (const name of ['Target', 'Other']) {
    const target = await buildUser(t.app, { firstName: name, lastName: 'Angler' });
    pools.uuid.add(target.id);
    const post = await createPost(t.app, target, `Fuzzing #bass and #walleye with @${name.toLowerCase()}`);
    pools.uuid.add(post.id);
    harvest(post);
    targets.push({ userId: target.id, postId: post.id });
    people.push({ who: target, postId: post.id });
  }
  // A moderation queue item (each reports the other's post), so the queue, claim and action routes reach rows.
  for (const [index, { who }] of people.entries()) {
    const reported = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: { cookie: who.cookie },
      payload: { targetType: 'post', targetId: people[1 - index]!.postId, reason: 'spam' },
    });
    harvest(reported.json());
  }
  await seedModeration(targets[0]!);
  // Groups (issue 16): a public and a private group with a post each, so the group routes reach rows.
  for (const [index, { who }] of people.entries()) {
    const group = await t.app.inject({
      method: 'POST',
      url: '/api/groups',
      headers: { cookie: who.cookie },
      payload: { name: `Fuzz Group ${index}`, privacy: index === 0 ? 'public' : 'private' },
    });
    harvest(group.json());
    const groupId = group.json<{ id: string }>().id;
    harvest(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/posts',
          headers: { cookie: who.cookie },
          payload: { content: 'Group fuzz #bass', groupId },
        })
      ).json(),
    );
  }
  // Charters (issue 18): search — an approved listing with a package and an open slot, so the public listing,
  // availability and quote routes reach rows.
  await seedCharter(targets[0]!.userId);
  // Charters (issue 18): reviews — a captain's listing with the 'user' identity's completed trip on it.
  const captain = identities[identityNames.indexOf('charter_captain')]!;
  const angler = identities[identityNames.indexOf('user')]!;
  const { listing, pkg } = await insertListing(t.app, captain.id);
  const booking = await insertBooking(t.app, {
    listingId: listing.id,
    packageId: pkg.id,
    anglerId: angler.id,
    startsAt: new Date(Date.now() - 86_400_000),
  });
  for (const id of [listing.id, booking.id]) pools.uuid.add(id);
  // Charters (issue 18): listings — the captain identity's listing with a package, a slot and blocked dates.
  const asCaptain = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie: captain.cookie }, payload });
  const created = await asCaptain('/api/charters/listings', {
    kind: 'charter',
    name: 'Fuzz Charters',
    category: 'bay_boat',
    capacity: 6,
    location: { name: 'Fuzz Harbour', country: 'US', latitude: 27, longitude: -82 },
    currency: 'USD',
    cancellationPolicy: 'moderate',
  });
  harvest(created.json());
  const listingId = created.json<{ id: string }>().id;
  const createdPkg = await asCaptain(`/api/charters/listings/${listingId}/packages`, {
    name: 'Half day',
    durationMinutes: 240,
    pricingMode: 'per_trip',
    priceMinor: 50_000,
    depositBp: 2_500,
    maxParty: 6,
  });
  harvest(createdPkg.json());
  harvest(
    (
      await asCaptain(`/api/charters/listings/${listingId}/slots`, {
        packageId: createdPkg.json<{ id: string }>().id,
        startsAt: [new Date(Date.now() + 7 * 86_400_000).toISOString()],
      })
    ).json(),
  );
  harvest(
    (
      await asCaptain(`/api/charters/listings/${listingId}/blocked`, {
        startsOn: '2031-03-01',
        endsOn: '2031-03-02',
      })
    ).json(),
  );
  // Issue 19: the 'user' identity's collection and scheduled post, so the saved and scheduled routes reach rows.
  const asAngler = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie: angler.cookie }, payload });
  harvest((await asAngler('/api/collections', { name: 'Fuzz favourites' })).json());
  harvest(
    (
      await asAngler('/api/scheduled-posts', {
        content: 'Fuzz scheduled #bass',
        publishAt: new Date(Date.now() + 86_400_000).toISOString(),
      })
    ).json(),
  );
  // Fishing reports (issue 19): a public and a private report of the target's, and a place on its post, so the
  // report and location routes reach rows.
  for (const visibility of ['public', 'private']) {
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/fishing-reports',
      headers: { cookie: people[0]!.who.cookie },
      payload: {
        location: { name: 'Fuzz Lake', placeType: 'lake', latitude: 30, longitude: -90 },
        targetSpecies: ['bass'],
        success: 'fair',
        fishedOn: '2026-05-01',
        visibility,
      },
    });
    harvest(report.json());
  }
  await t.app.inject({
    method: 'PUT',
    url: `/api/posts/${people[0]!.postId}/location`,
    headers: { cookie: people[0]!.who.cookie },
    payload: { name: 'Fuzz Lake', placeType: 'lake', latitude: 30, longitude: -90 },
  });
  // Angler tools (issue 19): tackle and public catch log entries of the 'user' identity and of a target, so the
  // catch log and tackle routes reach rows (their own and someone else's).
  for (const who of [angler, people[0]!.who]) {
    const send = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { cookie: who.cookie }, payload });
    harvest((await send('/api/tackle', { name: 'Fuzz jig', category: 'lure' })).json());
    harvest(
      (
        await send('/api/catch-log', {
          species: 'Walleye',
          caughtAt: new Date(Date.now() - 86_400_000).toISOString(),
          visibility: 'public',
          locationPrecision: 'water',
          waterName: 'Fuzz Lake',
        })
      ).json(),
    );
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** An approved charter of the target's with a package and an open slot next week. */
async function seedCharter(ownerUserId: string): Promise<void> {
  const [listing] = await t.app.db
    .insert(charterListings)
    .values({
      ownerUserId,
      kind: 'charter',
      name: 'Fuzz Charter',
      category: 'center_console',
      capacity: 6,
      locationName: 'Fuzz Marina',
      country: 'US',
      latitude: 27.9,
      longitude: -82.5,
      currency: 'USD',
      cancellationPolicy: 'moderate',
      state: 'approved',
      fromPriceMinor: 40_000,
    })
    .returning({ id: charterListings.id });
  const [pkg] = await t.app.db
    .insert(charterPackages)
    .values({
      listingId: listing!.id,
      name: 'Half day',
      durationMinutes: 240,
      pricingMode: 'per_trip',
      priceMinor: 40_000,
      depositBp: 2_500,
      maxParty: 6,
    })
    .returning({ id: charterPackages.id });
  const startsAt = new Date(Date.now() + 7 * 86_400_000);
  const [slot] = await t.app.db
    .insert(charterSlots)
    .values({
      listingId: listing!.id,
      packageId: pkg!.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 4 * 3_600_000),
    })
    .returning({ id: charterSlots.id });
  for (const id of [listing!.id, pkg!.id, slot!.id, ownerUserId]) pools.uuid.add(id);
}

/** An action on the reported post's author (the reports above opened its item), so history and appeals have rows. */
async function seedModeration(target: { userId: string; postId: string }): Promise<void> {
  const [item] = await t.app.db
    .select({ id: moderationItems.id })
    .from(moderationItems)
    .where(and(eq(moderationItems.targetType, 'post'), eq(moderationItems.targetId, target.postId)));
  const [action] = await t.app.db
    .insert(moderationActions)
    .values({
      itemId: item!.id,
      action: 'warn',
      subjectId: target.userId,
      targetType: 'post',
      targetId: target.postId,
      reason: 'Undersized fish',
    })
    .returning({ id: moderationActions.id });
  pools.uuid.add(item!.id);
  pools.uuid.add(action!.id);
}

function collect(route: RouteOptions): void {
  if (
    !route.url.startsWith('/api/') ||
    route.url.startsWith('/api/docs') ||
    route.url.startsWith('/api/auth/')
  )
    return;
  const schema = (route.schema ?? {}) as Record<string, unknown> & { consumes?: string[] };
  for (const method of [route.method].flat()) {
    if (method === 'HEAD') continue;
    routes.push({
      method,
      url: route.url,
      body: schema.body as z.ZodType | undefined,
      querystring: schema.querystring as z.ZodType | undefined,
      params: schema.params as z.ZodType | undefined,
      multipart: schema.consumes?.includes('multipart/form-data') ?? false,
    });
  }
}

// ── what to generate ────────────────────────────────────────────────────────────────────────────────────

const fromPool = (pool: Set<string>) => (pool.size > 0 ? fc.constantFrom(...pool) : undefined);

const hints: Hints = (name) => {
  if (name === 'id' || name.endsWith('Id')) return fc.oneof(fromPool(pools.uuid) ?? fc.uuid(), fc.uuid());
  if (name === 'teamSlug' || name === 'slug') return fromPool(pools.slug);
  if (name === 'handle') return fromPool(pools.handle);
  if (name === 'inviteCode') return fromPool(pools.inviteCode);
  if (name === 'tag') return fromPool(pools.tag);
  if (name === 'token') return fromPool(pools.token);
  // A page's nextCursor from an answer (the audit log, the queue, conversations…) or a made-up one.
  if (name === 'cursor') return fc.oneof(fromPool(pools.cursor) ?? fc.string(), fc.string());
  if (name.endsWith('Date') || name === 'day') return isoDate();
  if (name.endsWith('At')) return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (name === 'timeZone' || name === 'tz')
    return fc.constantFrom('UTC', 'Europe/Oslo', 'America/New_York', 'Not/AZone');
  return undefined;
};

const looseBody = fc.dictionary(
  fc.constantFrom('content', 'visibility', 'name', 'caption', 'species'),
  fc.string(),
);

function inputOf(route: FuzzRoute): fc.Arbitrary<FuzzInput> {
  const hasBody = !['GET', 'DELETE'].includes(route.method);
  return fc.record({
    who: fc.nat({ max: identities.length - 1 }),
    params: route.params
      ? (arbitraryOf(route.params, hints) as fc.Arbitrary<Record<string, unknown>>)
      : fc.constant({}),
    query: route.querystring
      ? (arbitraryOf(route.querystring, hints) as fc.Arbitrary<Record<string, unknown>>)
      : fc.constant(undefined),
    body: route.body
      ? arbitraryOf(route.body, hints)
      : hasBody
        ? fc.option(looseBody)
        : fc.constant(undefined),
    asMultipart: route.multipart ? fc.boolean() : fc.constant(false),
  });
}

const NASTY_STRINGS = [
  'a\u0000b',
  '\u0000',
  'bass\uD800',
  '\uDFFFtrout',
  '\uD83D',
  '𝕱𝖎𝖘𝖍 🎣🐟 ‮rtl‬',
  'Z̷̢͎̈́a̶l̵g̷o̸',
  "'; DROP TABLE users; --",
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '%00%ff',
  ' ',
  '',
];
const BAD_IDS = [
  'not-a-uuid',
  '00000000-0000-0000-0000-00000000000g',
  '{12345678-1234-1234-1234-123456789012}',
  '12345678123412341234123456789012',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  '00000000-0000-0000-0000-000000000000',
  "1' OR '1'='1",
];
const EXTREME_NUMBERS = [-1, -(2 ** 31), 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, 0.5, -0, 1e-300, 9.999999e20];
const WRONG_TYPES: unknown[] = [123, -1, true, false, null, [], {}, 'text', [1, 'two'], { nested: { x: 1 } }];

type Mutation =
  | { kind: 'wrongType'; value: unknown }
  | { kind: 'drop' }
  | { kind: 'huge'; length: number }
  | { kind: 'nasty'; text: string }
  | { kind: 'unicode'; text: string }
  | { kind: 'number'; value: number }
  | { kind: 'extra'; key: string; value: unknown }
  | { kind: 'badId'; value: string };

const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('wrongType' as const), value: fc.constantFrom(...WRONG_TYPES) }),
  fc.record({ kind: fc.constant('drop' as const) }),
  fc.record({ kind: fc.constant('huge' as const), length: fc.integer({ min: 1_000, max: 300_000 }) }),
  fc.record({ kind: fc.constant('nasty' as const), text: fc.constantFrom(...NASTY_STRINGS) }),
  fc.record({ kind: fc.constant('unicode' as const), text: fc.string({ unit: 'binary', maxLength: 30 }) }),
  fc.record({ kind: fc.constant('number' as const), value: fc.constantFrom(...EXTREME_NUMBERS) }),
  fc.record({
    kind: fc.constant('extra' as const),
    key: fc.constantFrom('id', 'userId', 'role', 'roles', 'isAdmin', 'createdAt', '__proto__', 'constructor'),
    value: fc.constantFrom<unknown>('admin', ['admin'], true, '6f1c0f7e-2b1d-4c3a-9e8f-0a1b2c3d4e5f', {
      polluted: true,
    }),
  }),
  fc.record({ kind: fc.constant('badId' as const), value: fc.constantFrom(...BAD_IDS) }),
);

/** Every place in `value` a mutation may hit, as paths of keys ([] is the value itself). */
function pathsOf(value: unknown, prefix: string[] = []): string[][] {
  const paths = [prefix];
  if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...prefix, key]));
  return paths;
}

function replacement(mutation: Mutation, current: unknown, inUrl: boolean): unknown {
  switch (mutation.kind) {
    case 'wrongType':
      return mutation.value;
    case 'drop':
      return undefined;
    case 'huge':
      return 'x'.repeat(inUrl ? Math.min(mutation.length, 20_000) : mutation.length);
    case 'nasty':
      return typeof current === 'string' && current.length > 0
        ? `${current.slice(0, 1)}${mutation.text}${current.slice(1)}`
        : mutation.text;
    case 'unicode':
      return mutation.text;
    case 'number':
      return inUrl ? String(mutation.value) : mutation.value;
    case 'badId':
      return mutation.value;
    case 'extra':
      return current;
  }
}

/** `value` with `mutation` applied at `path` (a copy). */
function applyAt(value: unknown, path: string[], mutation: Mutation, inUrl: boolean): unknown {
  if (path.length === 0) {
    if (mutation.kind === 'extra' && value && typeof value === 'object' && !Array.isArray(value)) {
      const copy = { ...value } as Record<string, unknown>;
      // defineProperty: a `__proto__` key must stay a key of the JSON, not change the copy's prototype.
      Object.defineProperty(copy, mutation.key, { value: mutation.value, enumerable: true, writable: true });
      return copy;
    }
    return replacement(mutation, value, inUrl);
  }
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(value)) {
    const copy = [...value] as unknown[];
    copy[Number(head)] = applyAt(copy[Number(head)], rest, mutation, inUrl);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  const next = applyAt(copy[head], rest, mutation, inUrl);
  if (next === undefined) delete copy[head];
  else copy[head] = next;
  return copy;
}

function mutatedOf(route: FuzzRoute): fc.Arbitrary<FuzzInput> {
  const sections = (['params', 'query', 'body'] as const).filter(
    (section) =>
      (section === 'params' && route.url.includes(':')) ||
      (section === 'query' && route.querystring) ||
      (section === 'body' && !['GET', 'DELETE'].includes(route.method)),
  );
  if (sections.length === 0) return inputOf(route);
  return fc
    .tuple(inputOf(route), fc.constantFrom(...sections), fc.nat(), mutationArb)
    .map(([input, section, pick, mutation]) => {
      const value = input[section] ?? {};
      const paths = pathsOf(value).filter(
        (path) => section === 'body' || path.length === 1 || mutation.kind === 'extra',
      );
      const path = paths.length > 0 ? paths[pick % paths.length]! : [];
      const inUrl = section !== 'body';
      return { ...input, [section]: applyAt(value, path, mutation, inUrl) };
    });
}

// ── how it is sent ──────────────────────────────────────────────────────────────────────────────────────

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

/** A lone surrogate cannot be written in UTF-8: URLs carry U+FFFD in its place. */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** What the server receives in the URL: text, with anything not encodable in UTF-8 replaced (as browsers do). */
function urlValues(values: Record<string, unknown> | undefined): Record<string, string | string[]> {
  const out = Object.create(null) as Record<string, string | string[]>;
  for (const [key, value] of Object.entries(values ?? {})) {
    if (value === undefined) continue;
    out[wellFormed(key)] = Array.isArray(value)
      ? value.map((item) => wellFormed(asText(item)))
      : wellFormed(asText(value));
  }
  return out;
}

/** The path parameters as sent: text, an empty one replaced (an empty segment would not reach the route). */
function sentParams(route: FuzzRoute, input: FuzzInput): Record<string, string> {
  const values = urlValues(input.params);
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  return Object.fromEntries(
    names.map((name) => {
      const value = values[name];
      return [name, typeof value === 'string' && value !== '' ? value : 'x'];
    }),
  );
}

/** The query string as the server parses it: repeated keys become arrays, single ones text. */
function sentQuery(input: FuzzInput): Record<string, string | string[]> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(urlValues(input.query)))
    for (const item of [value].flat()) search.append(key, item);
  const parsed = Object.create(null) as Record<string, string | string[]>;
  for (const key of new Set(search.keys())) {
    const all = search.getAll(key);
    parsed[key] = all.length === 1 ? all[0]! : all;
  }
  return parsed;
}

function urlOf(route: FuzzRoute, input: FuzzInput): string {
  const params = sentParams(route, input);
  const path = route.url.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name]!));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(sentQuery(input)))
    for (const item of [value].flat()) search.append(key, item);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

function payloadOf(input: FuzzInput): { payload?: string | Buffer; headers: Record<string, string> } {
  if (input.body === undefined) return { headers: {} };
  if (input.asMultipart) {
    const fields = Object.fromEntries(
      Object.entries((input.body ?? {}) as Record<string, unknown>).map(([key, value]) => [
        key,
        asText(value),
      ]),
    );
    const form = multipart(fields, {
      name: 'image',
      filename: 'x.jpg',
      type: 'image/jpeg',
      data: Buffer.from('no'),
    });
    return { payload: form.payload, headers: form.headers };
  }
  return { payload: JSON.stringify(input.body), headers: { 'content-type': 'application/json' } };
}

/** Whether the server must refuse this input whoever sends it: its schema rejects it or it holds unsafe text. */
function mustRefuse(route: FuzzRoute, input: FuzzInput): boolean {
  const params = sentParams(route, input);
  const query = sentQuery(input);
  if (findUnsafeText(params) !== undefined || findUnsafeText(query) !== undefined) return true;
  if (Object.values(params).some((value) => encodeURIComponent(value).length > 100)) return true;
  if (route.params && !route.params.safeParse(params).success) return true;
  if (route.querystring && !route.querystring.safeParse(query).success) return true;
  // No body is refused only where the schema needs one (a nullish body, as joining a group without a code, is not).
  if (input.body === undefined) return route.body !== undefined && !route.body.safeParse(undefined).success;
  if (input.asMultipart) {
    const fields = Object.values((input.body ?? {}) as Record<string, unknown>).map(asText);
    return findUnsafeText(fields) !== undefined;
  }
  const received = JSON.parse(JSON.stringify(input.body) ?? 'null') as unknown;
  if (findUnsafeText(received) !== undefined) return true;
  if (hasProtoKey(received)) return true;
  return route.body !== undefined && !route.body.safeParse(received).success;
}

/** A `__proto__` key anywhere in a JSON body: Fastify's JSON parser refuses it (prototype poisoning). */
function hasProtoKey(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  return Object.keys(value).includes('__proto__') || Object.values(value).some(hasProtoKey);
}

async function send(route: FuzzRoute, input: FuzzInput, phase: string): Promise<Sent> {
  const who = identities[input.who] ?? null;
  const url = urlOf(route, input);
  const { payload, headers } = payloadOf(input);
  const response = await t.app.inject({
    method: route.method as 'GET',
    url,
    headers: { ...headers, ...(who ? { cookie: who.cookie } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });
  sentCount++;
  const statusClass = `${String(response.statusCode).slice(0, 1)}xx`;
  statusClasses[statusClass] = (statusClasses[statusClass] ?? 0) + 1;
  const sent: Sent = {
    route: `${phase} ${route.method} ${route.url}`,
    who: identityNames[input.who] ?? '?',
    url: url.length > 300 ? `${url.slice(0, 300)}… (${url.length} chars)` : url,
    payload:
      typeof payload === 'string' && payload.length > 600
        ? `${payload.slice(0, 600)}… (${payload.length} chars)`
        : payload?.toString(),
    status: response.statusCode,
    answer: response.body.slice(0, 400),
  };
  if (response.statusCode >= 500) failures.push(sent);
  if (response.statusCode < 300 && String(response.headers['content-type']).includes('json')) {
    try {
      harvest(JSON.parse(response.body));
    } catch {
      // not JSON after all
    }
  }
  return sent;
}

/** Ids, slugs and handles from what the server answered, so later requests reach real rows. */
function harvest(value: unknown, key = ''): void {
  if (typeof value === 'string') {
    if ((key === 'id' || key.endsWith('Id')) && /^[0-9a-f-]{36}$/.test(value)) {
      if (!identities.some((who) => who?.id === value)) pools.uuid.add(value);
    } else if (key === 'slug') pools.slug.add(value);
    else if (key === 'handle') pools.handle.add(value);
    else if (key === 'inviteCode') pools.inviteCode.add(value);
    else if (key === 'token' || key === 'resumeToken') pools.token.add(value);
    else if (key === 'nextCursor') pools.cursor.add(value);
    return;
  }
  if (value && typeof value === 'object')
    for (const [k, item] of Object.entries(value)) harvest(item, Array.isArray(value) ? key : k);
}

async function inParallel<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

// ── the database: what a refused request may not change ────────────────────────────────────────────────

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function tableNames(): Promise<string[]> {
  const found = await rows<{ name: string }>(
    sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'fuzz_writes'
        ORDER BY table_name`,
  );
  return found.map((row) => row.name);
}

async function rowCounts(tables: string[]): Promise<Record<string, number>> {
  const union = tables
    .map((name) => `SELECT '${name}' AS name, count(*)::int AS n FROM "${name}"`)
    .join(' UNION ALL ');
  const counted = await rows<{ name: string; n: number }>(sql.raw(union));
  return Object.fromEntries(counted.map((row) => [row.name, Number(row.n)]));
}

/** A row trigger on every table logs each insert, update and delete (counts alone would miss updates). */
async function logWrites(tables: string[]): Promise<void> {
  await t.app.db.execute(sql.raw(`CREATE TABLE fuzz_writes (tbl text NOT NULL, op text NOT NULL)`));
  await t.app.db.execute(
    sql.raw(`CREATE FUNCTION fuzz_log_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO fuzz_writes VALUES (TG_TABLE_NAME, TG_OP); RETURN NULL; END $$`),
  );
  for (const name of tables)
    await t.app.db.execute(
      sql.raw(`CREATE TRIGGER fuzz_log_write AFTER INSERT OR UPDATE OR DELETE ON "${name}"
               FOR EACH ROW EXECUTE FUNCTION fuzz_log_write()`),
    );
}

/** Waits until no background work (follow back-fills, notifications) is still writing. */
async function settled(tables: string[]): Promise<Record<string, number>> {
  let before = await rowCounts(tables);
  for (let attempt = 0; attempt < 20; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    const after = await rowCounts(tables);
    if (JSON.stringify(after) === JSON.stringify(before)) return after;
    before = after;
  }
  return before;
}

// ── the runs ────────────────────────────────────────────────────────────────────────────────────────────

/** Creating routes first, so later routes find rows to act on; deleting ones last. */
const ORDER = ['POST', 'PUT', 'PATCH', 'GET', 'DELETE'];

it('answers no fuzzed request with a 5xx, and a refused request writes no row', async () => {
  expect(routes.length).toBeGreaterThan(100);
  const ordered = [...routes].sort((a, b) => ORDER.indexOf(a.method) - ORDER.indexOf(b.method));

  const startedAt = Date.now();
  // Explore: inputs the schema accepts, and mutated ones, from every identity. Rows may be written.
  for (const [index, route] of ordered.entries()) {
    const valid = fc.sample(inputOf(route), {
      seed: SEED + index,
      numRuns: Math.ceil(EXPLORE_PER_ROUTE / 2),
    });
    const mutated = fc.sample(mutatedOf(route), {
      seed: SEED + 7919 + index,
      numRuns: Math.floor(EXPLORE_PER_ROUTE / 2),
    });
    const started = Date.now();
    await inParallel([...valid, ...mutated], async (input) => {
      await send(route, input, 'explore');
    });
    if (process.env.FUZZ_VERBOSE)
      console.log(`explore ${route.method} ${route.url}: ${Date.now() - started} ms`);
  }
  const exploreCount = sentCount;
  const exploreMs = Date.now() - startedAt;

  // Refused: only inputs the server must refuse. Every answer is a 4xx and no table changes.
  const tables = await tableNames();
  const countsBefore = await settled(tables);
  await logWrites(tables);
  const notRefused: Sent[] = [];
  for (const [index, route] of ordered.entries()) {
    // Some routes take no input a mutation can spoil (GET /api/health): they get none here.
    const inputs = fc
      .sample(mutatedOf(route), { seed: SEED + 104_729 + index, numRuns: REFUSED_PER_ROUTE * 3 })
      .filter((input) => mustRefuse(route, input))
      .slice(0, REFUSED_PER_ROUTE);
    await inParallel(inputs, async (input) => {
      const sent = await send(route, input, 'refused');
      if (sent.status < 400 || sent.status >= 500) notRefused.push(sent);
    });
  }
  await sendAuthBodies(notRefused);
  const countsAfter = await rowCounts(tables);
  const writes = await rows<{ tbl: string; op: string; n: number }>(
    sql`SELECT tbl, op, count(*)::int AS n FROM fuzz_writes GROUP BY tbl, op ORDER BY tbl, op`,
  );

  const refusedCount = sentCount - exploreCount;
  const refusedMs = Date.now() - startedAt - exploreMs;
  console.log(
    `contract fuzz: ${routes.length} routes, ${sentCount} requests (${exploreCount} explore in ${exploreMs} ms, ${refusedCount} refused in ${refusedMs} ms) as ${identities.length} identities; answers ${JSON.stringify(statusClasses)}; seed ${SEED}`,
  );
  const report = (label: string, list: Sent[]) =>
    list.length === 0
      ? ''
      : `${label} (${list.length}, seed ${SEED}):\n${list
          .slice(0, 25)
          .map(
            (s) =>
              `  ${s.route} as ${s.who}\n    ${s.url}\n    body: ${s.payload ?? '-'}\n    → ${s.status} ${s.answer}`,
          )
          .join('\n')}`;
  expect(report('answers ≥ 500', failures)).toBe('');
  expect(report('refused inputs that were not answered 4xx', notRefused)).toBe('');
  // No table is exempt: a refused request signs no one in (no session row), better-auth refreshes a session's
  // expiry at most once a day, rate limits live in memory or Redis, and logs are not rows.
  const changed = tables.filter((name) => countsBefore[name] !== countsAfter[name]);
  expect(changed, 'row counts changed by refused requests').toEqual([]);
  expect(writes, 'rows inserted, updated or deleted by refused requests').toEqual([]);
  expect(sentCount).toBeGreaterThanOrEqual(10_000 * Math.min(SCALE, 1));
}, 600_000);

/**
 * better-auth's own routes take raw bodies and are not described by zod: each gets bodies with NUL bytes and lone
 * surrogates in its fields, as JSON, form-encoded and plain text. All must be refused.
 */
const AUTH_ENDPOINTS = [
  'sign-in/email',
  'sign-up/email',
  'sign-in/email-otp',
  'email-otp/send-verification-otp',
  'forget-password',
  'request-password-reset',
  'reset-password',
  'send-verification-email',
  'change-password',
  'change-email',
  'update-user',
  'two-factor/verify-totp',
  'two-factor/verify-otp',
  'two-factor/verify-backup-code',
  'two-factor/enable',
  'two-factor/send-otp',
];
const AUTH_FIELDS = [
  'email',
  'password',
  'name',
  'code',
  'otp',
  'token',
  'newPassword',
  'currentPassword',
  'callbackURL',
];

async function sendAuthBodies(notRefused: Sent[]): Promise<void> {
  const bodyArb = fc.record({
    who: fc.nat({ max: identities.length - 1 }),
    fields: fc.dictionary(fc.constantFrom(...AUTH_FIELDS), fc.string({ maxLength: 20 }), { minKeys: 1 }),
    poisoned: fc.constantFrom(...AUTH_FIELDS),
    text: fc.constantFrom(...NASTY_STRINGS.slice(0, 5)),
    format: fc.constantFrom('json', 'form', 'text'),
  });
  for (const [index, endpoint] of AUTH_ENDPOINTS.entries()) {
    const samples = fc.sample(bodyArb, { seed: SEED + 31_337 + index, numRuns: Math.round(12 * SCALE) });
    await inParallel(samples, async (sample) => {
      const fields = { ...sample.fields, [sample.poisoned]: `x${sample.text}y` };
      const who = identities[sample.who] ?? null;
      const [type, payload] =
        sample.format === 'json'
          ? ['application/json', JSON.stringify(fields)]
          : sample.format === 'form'
            ? [
                'application/x-www-form-urlencoded',
                new URLSearchParams(fields).toString().replaceAll('%EF%BF%BD', '%00'),
              ]
            : ['text/plain', `${JSON.stringify(fields)}\u0000`];
      const url = `/api/auth/${endpoint}`;
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': type, ...(who ? { cookie: who.cookie } : {}) },
        payload,
      });
      sentCount++;
      const sent: Sent = {
        route: `refused POST ${url} (${sample.format})`,
        who: identityNames[sample.who] ?? '?',
        url,
        payload,
        status: response.statusCode,
        answer: response.body.slice(0, 400),
      };
      if (response.statusCode >= 500) failures.push(sent);
      else if (response.statusCode < 400) notRefused.push(sent);
    });
  }
}
