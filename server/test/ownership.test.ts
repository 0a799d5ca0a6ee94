import { randomUUID } from 'node:crypto';
import { eq, ne } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Response as InjectResponse } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appSettings,
  moderationActions,
  moderationAppeals,
  moderationItems,
  reports,
  boats,
  contactMessages,
  eventPhotos,
  eventRsvps,
  followedHashtags,
  follows,
  conversationParticipants,
  messageSettings,
  messages,
  notificationPreferences,
  notifications,
  postCollections,
  postComments,
  postLikes,
  postShares,
  postViews,
  profiles,
  pushDeviceInterests,
  pushDevices,
  registrationAnglers,
  ruleSets,
  staffNotes,
  teamFollows,
  teamMembers,
  teams,
  tournamentCatches,
  tournamentEvents,
  tournamentPenalties,
  tournamentRegistrations,
  tournamentSeries,
  tournaments,
  user,
  userBlocks,
  userMutes,
  userPosts,
  userRoles,
  groups,
  groupMembers,
  communityEvents,
  calendarFeedTokens,
  forums,
  forumTopics,
  forumThreads,
  forumPosts,
  forumPostRevisions,
  forumPostLikes,
  forumThreadReads,
  forumThreadSubscriptions,
  // Payments (issue 17): money-admin
  discountCodes,
  taxRates,
  invoices,
  payments,
  // Payments (issue 17): pay-core
  disputes,
  webhookEvents,
  // Payments (issue 17): subs-hub
  plans,
  subscriptions,
  payeeAccounts,
  payouts,
  charterBookings,
  charterListings,
  charterPackages,
  charterRequests,
  charterSlots,
  conversations,
  // Charters (issue 18): reviews
  charterReviews,
  // Angler tools (issue 19)
  catchLogEntries,
  tackleItems,
  // Charters (issue 18): listings
  charterPhotos,
  charterBlockedPeriods,
  savedPosts,
  scheduledPosts,
  // Fishing reports and location tags (issue 19)
  fishingReports,
  locationTags,
} from '#server/db/schema';
import { signUpFormFor } from '#server/features/account/service';
import { createTestApp, type TestApp } from './helpers/app';
import { buildUser, type BuiltUser } from './helpers/factories';
import { as, createPost, gpsJpeg, multipart } from './fixtures/posts';
import { buildEvent, utcDay } from './helpers/events';
import { noisePhoto, register, sendCatch, catchFields, submit } from './fixtures/tournament-catches';
import { insertBooking, insertListing } from './fixtures/charters';

/**
 * Every write route (POST/PUT/PATCH/DELETE under server/src/features), called by a signed-in person who neither
 * owns what the route acts on nor directs it: refused with the route's convention (403, or 404 where even the
 * existence is private) and nothing the owner has changes. Routes that only ever act on the caller's own rows
 * (follow someone, RSVP, create a post…) are called too: they answer 2xx and the owner's rows stay as they were.
 */

let t: TestApp;
let owner: BuiltUser;
let friend: BuiltUser;
let stranger: BuiltUser;
let director: BuiltUser;
let otherDirector: BuiltUser;
let admin: BuiltUser;
/** Someone the owner blocked and muted (nobody else has to do with them). */
let blockee: BuiltUser;

const ids = {
  publicPost: '',
  followersPost: '',
  comment: '',
  notification: '',
  teamSlug: '',
  inviteCode: '',
  teamId: '',
  boat: '',
  event: '',
  upcomingEvent: '',
  registration: '',
  draft: '',
  catch: '',
  penalty: '',
  series: '',
  parent: '',
  ruleSet: '',
  pushDevice: '',
  conversation: '',
  group: '',
  message: '',
  moderationItem: '',
  ownerAction: '',
  club: '',
  communityEvent: '',
  forum: '',
  topic: '',
  topicSlug: '',
  thread: '',
  openingPost: '',
  reply: '',
  // Payments (issue 17): money-admin
  discountCode: '',
  taxRate: '',
  invoice: '',
  // Payments (issue 17): subs-hub
  plan: '',
  subscription: '',
  // Payments (issue 17): pay-core
  payment: '',
  dispute: '',
  // Charters (issue 18): bookings — a captain's listing, the owner's request and booking on it
  charterListing: '',
  charterSlot: '',
  charterRequest: '',
  charterBooking: '',
  // Charters (issue 18): reviews
  reviewedBooking: '',
  charterReview: '',
  // Issue 19: the owner's collection (with a saved post in it) and scheduled post
  collection: '',
  scheduledPost: '',
  // Fishing reports (issue 19): the owner's public report (with its tag) and their public post's place
  fishingReport: '',
};
/** Charters (issue 18): the captain whose listing the owner booked, and another captain who owns none of it. */
let charterCaptain: BuiltUser;
let otherCaptain: BuiltUser;

beforeAll(async () => {
  t = await createTestApp({ authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 } });
  owner = await buildUser(t.app, { firstName: 'Olive' });
  friend = await buildUser(t.app, { firstName: 'Fred' });
  stranger = await buildUser(t.app, { firstName: 'Stan' });
  director = await buildUser(t.app, { firstName: 'Dora', roles: ['tournament_director'] });
  otherDirector = await buildUser(t.app, { firstName: 'Otto', roles: ['tournament_director'] });
  admin = await buildUser(t.app, { firstName: 'Ada', roles: ['admin'] });
  const call = async (who: BuiltUser, method: 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) => {
    const response = await t.app.inject({ method, url, headers: as(who), ...(payload ? { payload } : {}) });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json<Record<string, unknown>>();
  };

  ids.publicPost = (await createPost(t.app, owner, 'Morning on the lake #bass')).id;
  ids.followersPost = (await createPost(t.app, owner, 'Only for my followers', 'followers')).id;
  ids.comment = (await call(friend, 'POST', `/api/posts/${ids.publicPost}/comments`, { content: 'Nice one' }))
    .id as string;
  await call(owner, 'PUT', `/api/posts/${ids.publicPost}/like`);
  await call(owner, 'PUT', `/api/users/${friend.id}/follow`);
  await call(friend, 'PUT', `/api/users/${owner.id}/follow`);
  await call(owner, 'PUT', '/api/hashtags/bass/follow');
  ids.collection = (await call(owner, 'POST', '/api/collections', { name: 'Keepers' })).id as string;
  await call(owner, 'PUT', `/api/posts/${ids.publicPost}/save`, { collectionId: ids.collection });
  ids.scheduledPost = (
    await call(owner, 'POST', '/api/scheduled-posts', {
      content: 'Tomorrow at dawn',
      publishAt: new Date(Date.now() + 86_400_000).toISOString(),
    })
  ).id as string;
  blockee = await buildUser(t.app, { firstName: 'Blair' });
  await call(owner, 'PUT', `/api/blocks/${blockee.id}`);
  await call(owner, 'PUT', `/api/mutes/${blockee.id}`);
  // A report of the owner's post opens a queue item; a warning of the owner is theirs alone to appeal.
  ids.moderationItem = (
    await call(friend, 'POST', '/api/reports', {
      targetType: 'post',
      targetId: ids.publicPost,
      reason: 'spam',
    })
  ).itemId as string;
  const [warning] = await t.app.db
    .insert(moderationActions)
    .values({
      action: 'strike',
      subjectId: owner.id,
      targetType: 'post',
      targetId: ids.publicPost,
      reason: 'Spam',
    })
    .returning({ id: moderationActions.id });
  ids.ownerAction = warning!.id;
  const [note] = await t.app.db.select().from(notifications).where(eq(notifications.userId, owner.id));
  ids.notification = note!.id;

  ids.conversation = (
    (await call(owner, 'POST', '/api/conversations/direct', { userId: friend.id })).conversation as {
      id: string;
    }
  ).id;
  ids.message = (
    await call(owner, 'POST', `/api/conversations/${ids.conversation}/messages`, { content: 'Just us' })
  ).id as string;
  ids.group = (
    await call(owner, 'POST', '/api/conversations/group', {
      userIds: [friend.id, director.id],
      title: 'Crew',
    })
  ).id as string;
  await call(owner, 'PUT', '/api/message-settings', { reach: 'following' });

  const team = await call(owner, 'POST', '/api/teams', { name: 'Olive Crew' });
  ids.teamSlug = team.slug as string;
  ids.teamId = team.id as string;
  ids.inviteCode = team.inviteCode as string;
  await call(friend, 'POST', `/api/join-team/${ids.inviteCode}`);
  await call(stranger, 'PUT', `/api/teams/${ids.teamSlug}/follow`);
  ids.boat = (await call(owner, 'POST', '/api/boats', { name: 'Olive Branch' })).id as string;

  ids.series = (
    await call(director, 'POST', '/api/tournament-director/series', {
      name: 'Dora Series',
      seasonYear: 2026,
      status: 'published',
    })
  ).id as string;
  ids.parent = (
    await call(director, 'POST', '/api/tournament-director/tournaments', {
      name: 'Dora Cup',
      seasonYear: 2026,
    })
  ).id as string;
  ids.ruleSet = (
    await call(admin, 'POST', '/api/admin/rule-sets', { title: 'House rules', isTemplate: true })
  ).id as string;

  ids.event = (await buildEvent(t.app, director)).id;
  ids.upcomingEvent = (
    await buildEvent(t.app, director, {
      name: 'Upcoming Open',
      startDate: utcDay(10),
      endDate: utcDay(11),
      seriesId: ids.series,
      feeMinor: 0,
    })
  ).id;
  ids.registration = (await register(t.app, ids.event, owner)).id;
  ids.catch = (await submit(t.app, owner, ids.event, 7)).id;
  ids.penalty = (
    await call(director, 'POST', `/api/tournament-director/events/${ids.event}/penalties`, {
      registrationId: ids.registration,
      code: 'late_to_scale',
    })
  ).id as string;
  ids.draft = (
    await call(owner, 'POST', '/api/registrations/drafts', {
      draft: { eventId: ids.upcomingEvent },
      sendLink: false,
    })
  ).id as string;
  await call(owner, 'PUT', `/api/events/${ids.event}/rsvp`, { status: 'going' });
  ids.pushDevice = (
    await call(owner, 'POST', `${pushApi()}/devices/web`, {
      token: {
        endpoint: 'https://push.example.com/send/owner-phone',
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
      },
      metadata: { sdkVersion: '1.1.0' },
    })
  ).id as string;
  for (const [method, path] of [
    ['PUT', 'user'],
    ['POST', 'interests/bass'],
  ] as const) {
    const done = await t.app.inject({
      method,
      url: `${pushApi()}/devices/web/${ids.pushDevice}/${path}`,
      headers: as(owner),
    });
    if (done.statusCode !== 204) throw new Error(`${method} ${path}: ${done.statusCode} ${done.body}`);
  }

  // A public club the owner runs (friend a member), the club's event, and a Q&A forum thread the owner opened.
  ids.club = (
    await call(owner, 'POST', '/api/groups', { name: 'Olive Anglers', privacy: 'public', type: 'club' })
  ).id as string;
  await call(friend, 'POST', `/api/groups/${ids.club}/join`);
  ids.communityEvent = (
    await call(owner, 'POST', '/api/community-events', {
      groupId: ids.club,
      type: 'meeting',
      name: 'Club night',
      startsAt: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      endsAt: new Date(Date.now() + 10 * 86_400_000 + 7_200_000).toISOString(),
      timeZone: 'America/New_York',
      location: 'Boat ramp',
    })
  ).id as string;
  ids.forum = (await call(admin, 'POST', '/api/admin/forums', { slug: 'ask', name: 'Ask', kind: 'qa' }))
    .id as string;
  const topic = await call(admin, 'POST', '/api/admin/forum-topics', {
    forumId: ids.forum,
    slug: 'rigs',
    name: 'Rigs',
  });
  ids.topic = topic.id as string;
  ids.topicSlug = topic.slug as string;
  ids.thread = (
    await call(owner, 'POST', `/api/topics/${ids.topicSlug}/threads`, {
      title: 'Which leader for pike?',
      body: 'Wire or fluoro?',
    })
  ).id as string;
  const [opening] = await t.app.db.select().from(forumPosts).where(eq(forumPosts.threadId, ids.thread));
  ids.openingPost = opening!.id;
  ids.reply = (await call(owner, 'POST', `/api/threads/${ids.thread}/posts`, { body: 'Wire, it turns out.' }))
    .id as string;
  // Payments (issue 17): money-admin — the director's code on their event, an admin's tax rate, the owner's invoice.
  ids.discountCode = (
    await call(director, 'POST', '/api/discount-codes', {
      code: 'DORA-TEN',
      kind: 'percent',
      percentBp: 1_000,
      eventId: ids.event,
    })
  ).id as string;
  ids.taxRate = (
    await call(admin, 'POST', '/api/admin/tax-rates', { country: 'US', name: 'Sales', rateBp: 700 })
  ).id as string;
  ids.invoice = (
    await call(admin, 'POST', '/api/admin/invoices', {
      userId: owner.id,
      lines: [{ label: 'Sponsorship', quantity: 1, unitMinor: 10_000 }],
      currency: 'USD',
    })
  ).id as string;
  // Payments (issue 17): subs-hub — an admin's plan the owner subscribes to (offline: an open invoice).
  ids.plan = (
    await call(admin, 'POST', '/api/admin/plans', {
      name: 'Club',
      priceMinor: 2_900,
      currency: 'USD',
      interval: 'month',
    })
  ).id as string;
  ids.subscription = (
    (await call(owner, 'POST', '/api/subscriptions', { planId: ids.plan })).subscription as { id: string }
  ).id;
  // Payments (issue 17): pay-core — the owner's payment for their entry, with a dispute on it.
  const quote = {
    currency: 'USD',
    lines: [],
    subtotalMinor: 5_000,
    discountMinor: 0,
    discountCode: null,
    discountError: null,
    taxMinor: 0,
    taxRate: null,
    totalMinor: 5_000,
    platformFeeMinor: 0,
  };
  const [payment] = await t.app.db
    .insert(payments)
    .values({
      purpose: 'registration',
      provider: 'offline',
      status: 'pending',
      userId: owner.id,
      payeeUserId: director.id,
      eventId: ids.event,
      quote,
      amountMinor: 5_000,
      currency: 'USD',
    })
    .returning();
  ids.payment = payment!.id;
  const [dispute] = await t.app.db
    .insert(disputes)
    .values({
      paymentId: ids.payment,
      providerDisputeId: 'du_ownership',
      amountMinor: 5_000,
      currency: 'USD',
    })
    .returning();
  ids.dispute = dispute!.id;
  // Charters (issue 18): bookings
  charterCaptain = await buildUser(t.app, { firstName: 'Cap', roles: ['charter_captain'] });
  otherCaptain = await buildUser(t.app, { firstName: 'Otis', roles: ['charter_captain'] });
  const [listing] = await t.app.db
    .insert(charterListings)
    .values({
      ownerUserId: charterCaptain.id,
      kind: 'charter',
      name: 'Ownership Charters',
      capacity: 6,
      locationName: 'Harbour',
      country: 'US',
      latitude: 25,
      longitude: -80,
      currency: 'USD',
      cancellationPolicy: 'moderate',
      state: 'approved',
    })
    .returning();
  ids.charterListing = listing!.id;
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
    .returning();
  const startsAt = new Date(Date.now() + 20 * 86_400_000);
  const [slot] = await t.app.db
    .insert(charterSlots)
    .values({
      listingId: listing!.id,
      packageId: pkg!.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 4 * 3_600_000),
    })
    .returning();
  ids.charterSlot = slot!.id;
  ids.charterRequest = (
    await call(owner, 'POST', `/api/charters/listings/${ids.charterListing}/requests`, {
      date: startsAt.toISOString().slice(0, 10),
      partySize: 2,
      packageId: pkg!.id,
    })
  ).id as string;
  const answered = await call(charterCaptain, 'POST', `/api/charters/requests/${ids.charterRequest}/answer`, {
    answer: 'accept',
    startsAt: startsAt.toISOString(),
  });
  ids.charterBooking = answered.bookingId as string;
  // Charters (issue 18): reviews — the owner's listing, the friend's completed trip on it and their review.
  const reviewed = await insertListing(t.app, owner.id);
  ids.reviewedBooking = (
    await insertBooking(t.app, {
      listingId: reviewed.listing.id,
      packageId: reviewed.pkg.id,
      anglerId: friend.id,
      startsAt: new Date(Date.now() - 86_400_000),
    })
  ).id;
  ids.charterReview = (
    await call(friend, 'POST', `/api/charters/bookings/${ids.reviewedBooking}/review`, {
      ratings: { captain: 5, boat: 4, fishing: 4, value: 5 },
    })
  ).id as string;
  // Fishing reports (issue 19): the owner's public report (tagged) and a place on their public post.
  ids.fishingReport = (
    await call(owner, 'POST', '/api/fishing-reports', {
      location: { name: 'Owner Lake', placeType: 'lake', latitude: 40, longitude: -80 },
      targetSpecies: ['walleye'],
      success: 'fair',
      fishedOn: '2026-05-01',
    })
  ).id as string;
  await call(owner, 'PUT', `/api/posts/${ids.publicPost}/location`, {
    name: 'Owner Lake',
    placeType: 'lake',
  });
  // The seeding of every feature's rows takes close to a minute on a loaded machine.
}, 180_000);

// Charters (issue 18): listings. A captain's listing with a photo, a package, a slot and blocked dates; another
// captain (who holds the role, so only ownership stops them) tries every write on it.
let charterOwner: BuiltUser;
let rivalCaptain: BuiltUser;
const charterIds = { listing: '', photo: '', package: '', slot: '', period: '' };
const charterListingInput = (name: string) => ({
  kind: 'charter',
  name,
  category: 'bay_boat',
  capacity: 4,
  location: { name: 'Harbour', country: 'US', latitude: 27, longitude: -82 },
  currency: 'USD',
  cancellationPolicy: 'flexible',
});
const charterPackageInput = () => ({
  name: 'Morning',
  durationMinutes: 240,
  pricingMode: 'per_trip',
  priceMinor: 40_000,
  depositBp: 2_000,
  maxParty: 4,
});
beforeAll(async () => {
  charterOwner = await buildUser(t.app, { firstName: 'Cleo', roles: ['charter_captain'] });
  rivalCaptain = await buildUser(t.app, { firstName: 'Cyril', roles: ['charter_captain'] });
  const post = async (url: string, payload: object) => {
    const response = await t.app.inject({ method: 'POST', url, headers: as(charterOwner), payload });
    if (response.statusCode >= 300) throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
    return response.json<Record<string, unknown>>();
  };
  charterIds.listing = (await post('/api/charters/listings', charterListingInput('Cleo Charters')))
    .id as string;
  charterIds.package = (
    await post(`/api/charters/listings/${charterIds.listing}/packages`, charterPackageInput())
  ).id as string;
  const photo = await upload(() => `/api/charters/listings/${charterIds.listing}/photos`)(charterOwner);
  charterIds.photo = photo.json<{ id: string }>().id;
  const slots = await post(`/api/charters/listings/${charterIds.listing}/slots`, {
    packageId: charterIds.package,
    startsAt: [new Date(Date.now() + 10 * 86_400_000).toISOString()],
  });
  charterIds.slot = (slots.created as { id: string }[])[0]!.id;
  charterIds.period = (
    await post(`/api/charters/listings/${charterIds.listing}/blocked`, {
      startsOn: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      endsOn: new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10),
    })
  ).id as string;
});
const asOtherCaptain = () => rivalCaptain;

// Angler tools (issue 19): the owner's tackle item and a public catch log entry; a stranger tries every write.
const anglerIds = { tackle: '', entry: '' };
beforeAll(async () => {
  const post = async (url: string, payload: object) => {
    const response = await t.app.inject({ method: 'POST', url, headers: as(owner), payload });
    if (response.statusCode >= 300) throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
    return response.json<{ id: string }>();
  };
  anglerIds.tackle = (await post('/api/tackle', { name: 'Olive’s jig', category: 'lure' })).id;
  anglerIds.entry = (
    await post('/api/catch-log', {
      species: 'Walleye',
      caughtAt: new Date(Date.now() - 86_400_000).toISOString(),
      visibility: 'public',
      tackleItemId: anglerIds.tackle,
    })
  ).id;
});
const anglerRows = () => rowsOf(catchLogEntries, tackleItems, userPosts);
const charterRows = () =>
  rowsOf(charterListings, charterPhotos, charterPackages, charterSlots, charterBlockedPeriods);
const listingUrl = (rest = '') => `/api/charters/listings/${charterIds.listing}${rest}`;

const pushApi = () => `/api/push/device_api/v1/instances/${t.app.config.push.instanceId}`;
/** A push device's id is its secret (ADR 023): a stranger who does not hold it reaches nothing. */
const someoneElsesDevice = () => `${pushApi()}/devices/web/${randomUUID()}`;
afterAll(async () => {
  await t.close();
});

/** Every row of the tables, in a stable order: what "nothing changed" compares. */
async function rowsOf(...tables: PgTable[]): Promise<string[][]> {
  return Promise.all(
    tables.map(async (table) =>
      (await t.app.db.select().from(table as never)).map((row) => JSON.stringify(row)).sort(),
    ),
  );
}

/** The owner's own rows of a table with a user column (self-scoped routes write only the caller's rows). */
const ownerRows = (table: PgTable, column: Parameters<typeof eq>[0]) =>
  t.app.db
    .select()
    .from(table as never)
    .where(ne(column, stranger.id));

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Case {
  route: string;
  /** Who calls: a plain member unless the route needs a role (then one who lacks this resource). */
  by: () => BuiltUser;
  /** The request; a string is the URL (method from `route`), a function builds its own. */
  url: () => string;
  payload?: () => object;
  send?: (who: BuiltUser) => Promise<InjectResponse>;
  status: number;
  /** What must read the same before and after. */
  unchanged: () => Promise<unknown>;
}

const photoForm = (field: string, fields: Record<string, string> = {}) =>
  multipart(fields, { name: field, filename: 'p.jpg', type: 'image/jpeg', data: gpsJpeg });

const upload =
  (url: () => string, field = 'image', fields: Record<string, string> = {}) =>
  (who: BuiltUser) => {
    const form = photoForm(field, fields);
    return t.app.inject({
      method: 'POST',
      url: url(),
      payload: form.payload,
      headers: { ...form.headers, ...as(who) },
    });
  };

const dir = (rest: string) => `/api/tournament-director/events/${ids.event}${rest}`;
const asStranger = () => stranger;
const asOtherDirector = () => otherDirector;

const eventInput = (overrides: object = {}) => ({
  name: 'Stranger Open',
  startDate: utcDay(20),
  endDate: utcDay(21),
  timeZone: 'UTC',
  location: 'Lake Erie',
  species: ['Walleye'],
  ...overrides,
});

const cases: Case[] = [
  // account
  {
    route: 'POST /api/account/signup',
    by: asStranger,
    url: () => '/api/account/signup',
    payload: () =>
      signUpFormFor({ firstName: 'Stan', lastName: 'Taker', email: owner.email, password: 'taking-over-1' }),
    status: 409,
    unchanged: () => t.app.db.select().from(user).where(eq(user.id, owner.id)),
  },
  // admin (role guard: a plain member)
  {
    route: 'PUT /api/admin/users/:userId/roles/:role',
    by: asStranger,
    url: () => `/api/admin/users/${stranger.id}/roles/admin`,
    status: 403,
    unchanged: () => rowsOf(userRoles),
  },
  {
    route: 'DELETE /api/admin/users/:userId/roles/:role',
    by: asStranger,
    url: () => `/api/admin/users/${director.id}/roles/tournament_director`,
    status: 403,
    unchanged: () => rowsOf(userRoles),
  },
  {
    route: 'POST /api/admin/users/:userId/notes',
    by: asStranger,
    url: () => `/api/admin/users/${director.id}/notes`,
    payload: () => ({ text: 'Note on someone else' }),
    status: 403,
    unchanged: () => rowsOf(staffNotes),
  },
  {
    route: 'PUT /api/admin/moderation/settings',
    by: asStranger,
    url: () => '/api/admin/moderation/settings',
    payload: () => ({
      holdWords: ['hooked'],
      strikesToSuspend: 1,
      strikeSuspensionDays: 1,
      holdNewAccountLinks: false,
    }),
    status: 403,
    unchanged: () => rowsOf(appSettings),
  },
  // boats
  {
    route: 'POST /api/boats',
    by: asStranger,
    url: () => '/api/boats',
    payload: () => ({ name: 'Stowaway', teamId: ids.teamId }),
    status: 403,
    unchanged: () => rowsOf(boats),
  },
  {
    route: 'PATCH /api/boats/:boatId',
    by: asStranger,
    url: () => `/api/boats/${ids.boat}`,
    payload: () => ({ name: 'Mine now' }),
    status: 403,
    unchanged: () => rowsOf(boats),
  },
  // catches
  {
    route: 'POST /api/events/:eventId/catches',
    by: asStranger,
    url: () => `/api/events/${ids.event}/catches`,
    send: async (who) => sendCatch(t.app, who, ids.event, catchFields(), await noisePhoto(99)),
    status: 403,
    unchanged: () => rowsOf(tournamentCatches),
  },
  // contact: a message from the caller, nobody's resource
  {
    route: 'POST /api/contact',
    by: asStranger,
    url: () => '/api/contact',
    payload: () => ({
      name: 'Stan',
      email: stranger.email,
      message: 'Hello there, tight lines to all of you.',
    }),
    status: 201,
    unchanged: () => ownerRows(contactMessages, contactMessages.userId),
  },
  // follows
  {
    route: 'PUT /api/users/:userId/follow',
    by: asStranger,
    // Someone the owner does not follow; following the owner would let the post cases below see
    // followers-only posts.
    url: () => `/api/users/${admin.id}/follow`,
    status: 200,
    unchanged: () => ownerRows(follows, follows.followerId),
  },
  {
    route: 'DELETE /api/users/:userId/follow',
    by: asStranger,
    url: () => `/api/users/${friend.id}/follow`,
    status: 200,
    unchanged: () => ownerRows(follows, follows.followerId),
  },
  // moderation: the queue is staff's (a member is refused); a message is reported only by its participants; an
  // action is appealed only by the person it fell on
  {
    route: 'POST /api/reports',
    by: asStranger,
    url: () => '/api/reports',
    payload: () => ({ targetType: 'message', targetId: ids.message, reason: 'harassment' }),
    status: 404,
    unchanged: () => rowsOf(reports, moderationItems),
  },
  {
    route: 'POST /api/moderation/items/:itemId/claim',
    by: asStranger,
    url: () => `/api/moderation/items/${ids.moderationItem}/claim`,
    status: 403,
    unchanged: () => rowsOf(moderationItems),
  },
  {
    route: 'DELETE /api/moderation/items/:itemId/claim',
    by: asStranger,
    url: () => `/api/moderation/items/${ids.moderationItem}/claim`,
    status: 403,
    unchanged: () => rowsOf(moderationItems),
  },
  {
    route: 'POST /api/moderation/items/:itemId/actions',
    by: asStranger,
    url: () => `/api/moderation/items/${ids.moderationItem}/actions`,
    payload: () => ({ action: 'hide', reason: 'Not yours to hide' }),
    status: 403,
    unchanged: () => rowsOf(moderationItems, moderationActions, userPosts),
  },
  {
    route: 'POST /api/moderation/actions/:actionId/appeal',
    by: asStranger,
    url: () => `/api/moderation/actions/${ids.ownerAction}/appeal`,
    payload: () => ({ text: 'Appealing for someone else' }),
    status: 404,
    unchanged: () => rowsOf(moderationAppeals, moderationItems),
  },
  // blocks and mutes: each person's own; nobody removes someone else's
  {
    route: 'PUT /api/blocks/:userId',
    by: asStranger,
    url: () => `/api/blocks/${blockee.id}`,
    status: 200,
    unchanged: () => ownerRows(userBlocks, userBlocks.blockerId),
  },
  {
    route: 'DELETE /api/blocks/:userId',
    by: asStranger,
    url: () => `/api/blocks/${blockee.id}`,
    status: 200,
    unchanged: () => ownerRows(userBlocks, userBlocks.blockerId),
  },
  {
    route: 'PUT /api/mutes/:userId',
    by: asStranger,
    url: () => `/api/mutes/${blockee.id}`,
    status: 200,
    unchanged: () => ownerRows(userMutes, userMutes.muterId),
  },
  {
    route: 'DELETE /api/mutes/:userId',
    by: asStranger,
    url: () => `/api/mutes/${blockee.id}`,
    status: 200,
    unchanged: () => ownerRows(userMutes, userMutes.muterId),
  },
  // hashtags
  {
    route: 'PUT /api/hashtags/:tag/follow',
    by: asStranger,
    url: () => '/api/hashtags/bass/follow',
    status: 200,
    unchanged: () => ownerRows(followedHashtags, followedHashtags.userId),
  },
  {
    route: 'DELETE /api/hashtags/:tag/follow',
    by: asStranger,
    url: () => '/api/hashtags/bass/follow',
    status: 200,
    unchanged: () => ownerRows(followedHashtags, followedHashtags.userId),
  },
  // judging (a director of another event)
  {
    route: 'POST /api/tournament-director/events/:eventId/catches/:catchId/approve',
    by: asOtherDirector,
    url: () => dir(`/catches/${ids.catch}/approve`),
    status: 403,
    unchanged: () => rowsOf(tournamentCatches),
  },
  {
    route: 'POST /api/tournament-director/events/:eventId/catches/:catchId/reject',
    by: asOtherDirector,
    url: () => dir(`/catches/${ids.catch}/reject`),
    payload: () => ({ reason: 'No' }),
    status: 403,
    unchanged: () => rowsOf(tournamentCatches),
  },
  {
    route: 'POST /api/tournament-director/events/:eventId/catches/:catchId/request-resubmission',
    by: asOtherDirector,
    url: () => dir(`/catches/${ids.catch}/request-resubmission`),
    payload: () => ({ reason: 'Blurry' }),
    status: 403,
    unchanged: () => rowsOf(tournamentCatches),
  },
  {
    route: 'POST /api/tournament-director/events/:eventId/penalties',
    by: asOtherDirector,
    url: () => dir('/penalties'),
    payload: () => ({ registrationId: ids.registration, code: 'dead_fish' }),
    status: 403,
    unchanged: () => rowsOf(tournamentPenalties),
  },
  {
    route: 'DELETE /api/tournament-director/events/:eventId/penalties/:penaltyId',
    by: asOtherDirector,
    url: () => dir(`/penalties/${ids.penalty}`),
    status: 403,
    unchanged: () => rowsOf(tournamentPenalties),
  },
  {
    route: 'POST /api/tournament-director/events/:eventId/publish-results',
    by: asOtherDirector,
    url: () => dir('/publish-results'),
    status: 403,
    unchanged: () => rowsOf(tournamentEvents),
  },
  // mfa: the caller's own settings
  {
    route: 'PUT /api/mfa/email',
    by: asStranger,
    url: () => '/api/mfa/email',
    payload: () => ({ enabled: true }),
    status: 200,
    unchanged: () => ownerRows(profiles, profiles.id),
  },
  {
    route: 'PUT /api/mfa/preferred',
    by: asStranger,
    url: () => '/api/mfa/preferred',
    payload: () => ({ method: 'email' }),
    status: 200,
    unchanged: () => ownerRows(profiles, profiles.id),
  },
  // messages: a conversation the caller is not in does not exist for them (404); starting one's own and one's
  // own settings change nothing of the owner's
  {
    route: 'POST /api/conversations/direct',
    by: asStranger,
    url: () => '/api/conversations/direct',
    payload: () => ({ userId: friend.id }),
    status: 200,
    unchanged: () => rowsOf(messages),
  },
  {
    route: 'POST /api/conversations/group',
    by: asStranger,
    url: () => '/api/conversations/group',
    payload: () => ({ userIds: [friend.id, admin.id] }),
    status: 201,
    unchanged: () => rowsOf(messages),
  },
  {
    route: 'POST /api/conversations/:conversationId/messages',
    by: asStranger,
    url: () => `/api/conversations/${ids.conversation}/messages`,
    payload: () => ({ content: 'Let me in' }),
    status: 404,
    unchanged: () => rowsOf(messages, conversationParticipants),
  },
  {
    route: 'DELETE /api/conversations/:conversationId/messages/:messageId',
    by: asStranger,
    url: () => `/api/conversations/${ids.conversation}/messages/${ids.message}`,
    status: 404,
    unchanged: () => rowsOf(messages, conversationParticipants),
  },
  {
    route: 'POST /api/conversations/:conversationId/read',
    by: asStranger,
    url: () => `/api/conversations/${ids.conversation}/read`,
    status: 404,
    unchanged: () => rowsOf(conversationParticipants),
  },
  {
    route: 'POST /api/conversations/:conversationId/typing',
    by: asStranger,
    url: () => `/api/conversations/${ids.conversation}/typing`,
    status: 404,
    unchanged: () => rowsOf(conversationParticipants),
  },
  {
    route: 'POST /api/conversations/:conversationId/leave',
    by: asStranger,
    url: () => `/api/conversations/${ids.group}/leave`,
    status: 404,
    unchanged: () => rowsOf(conversationParticipants),
  },
  {
    route: 'POST /api/conversations/:conversationId/accept',
    by: asStranger,
    url: () => `/api/conversations/${ids.conversation}/accept`,
    status: 404,
    unchanged: () => rowsOf(conversationParticipants),
  },
  {
    route: 'PUT /api/message-settings',
    by: asStranger,
    url: () => '/api/message-settings',
    payload: () => ({ reach: 'nobody' }),
    status: 200,
    unchanged: () => t.app.db.select().from(messageSettings).where(eq(messageSettings.userId, owner.id)),
  },
  // notifications
  {
    route: 'PATCH /api/notifications/:notificationId/read',
    by: asStranger,
    url: () => `/api/notifications/${ids.notification}/read`,
    status: 404,
    unchanged: () => rowsOf(notifications),
  },
  {
    route: 'POST /api/notifications/read-all',
    by: asStranger,
    url: () => '/api/notifications/read-all',
    status: 204,
    unchanged: () => ownerRows(notifications, notifications.userId),
  },
  {
    route: 'DELETE /api/notifications/:notificationId',
    by: asStranger,
    url: () => `/api/notifications/${ids.notification}`,
    status: 404,
    unchanged: () => rowsOf(notifications),
  },
  {
    route: 'PUT /api/notification-preferences',
    by: asStranger,
    url: () => '/api/notification-preferences',
    payload: () => ({ items: [{ type: 'follow', inApp: false, email: false, push: false }] }),
    status: 200,
    unchanged: () => ownerRows(notificationPreferences, notificationPreferences.userId),
  },
  {
    // Only ever the caller's own language: the owner's stays as it was.
    route: 'PUT /api/notification-preferences/language',
    by: asStranger,
    url: () => '/api/notification-preferences/language',
    payload: () => ({ language: 'ar' }),
    status: 204,
    unchanged: () => ownerRows(profiles, profiles.id),
  },
  // push devices
  {
    route: 'POST /api/push/device_api/v1/instances/:instanceId/devices/web',
    by: asStranger,
    url: () => `${pushApi()}/devices/web`,
    payload: () => ({
      token: {
        endpoint: 'https://push.example.com/send/stranger-phone',
        keys: { p256dh: `B${'C'.repeat(86)}`, auth: 'C'.repeat(22) },
      },
      metadata: { sdkVersion: '1.1.0' },
    }),
    status: 200,
    unchanged: () => ownerRows(pushDevices, pushDevices.userId),
  },
  {
    route: 'DELETE /api/push/device_api/v1/instances/:instanceId/devices/web/:deviceId',
    by: asStranger,
    url: someoneElsesDevice,
    status: 404,
    unchanged: () => rowsOf(pushDevices),
  },
  {
    route: 'PUT /api/push/device_api/v1/instances/:instanceId/devices/web/:deviceId/interests',
    by: asStranger,
    url: () => `${someoneElsesDevice()}/interests`,
    payload: () => ({ interests: ['taken'] }),
    status: 404,
    unchanged: () => rowsOf(pushDeviceInterests),
  },
  {
    route: 'POST /api/push/device_api/v1/instances/:instanceId/devices/web/:deviceId/interests/:interest',
    by: asStranger,
    url: () => `${someoneElsesDevice()}/interests/taken`,
    status: 404,
    unchanged: () => rowsOf(pushDeviceInterests),
  },
  {
    route: 'DELETE /api/push/device_api/v1/instances/:instanceId/devices/web/:deviceId/interests/:interest',
    by: asStranger,
    url: () => `${someoneElsesDevice()}/interests/bass`,
    status: 404,
    unchanged: () => rowsOf(pushDeviceInterests),
  },
  {
    // Even holding the id of the owner's device, a stranger cannot make it theirs.
    route: 'PUT /api/push/device_api/v1/instances/:instanceId/devices/web/:deviceId/user',
    by: asStranger,
    url: () => `${pushApi()}/devices/web/${ids.pushDevice}/user`,
    status: 409,
    unchanged: () => rowsOf(pushDevices, pushDeviceInterests),
  },
  {
    route: 'PUT /api/push/device_api/v1/instances/:instanceId/devices/web/:deviceId/metadata',
    by: asStranger,
    url: () => `${someoneElsesDevice()}/metadata`,
    payload: () => ({ sdkVersion: '9.9.9' }),
    status: 404,
    unchanged: () => rowsOf(pushDevices),
  },
  // posts and comments
  {
    route: 'POST /api/posts',
    by: asStranger,
    url: () => '/api/posts',
    payload: () => ({ content: 'My own post', visibility: 'public' }),
    status: 201,
    unchanged: () => ownerRows(userPosts, userPosts.userId),
  },
  // Issue 19: saved posts, collections and scheduled posts
  {
    route: 'PUT /api/posts/:postId/save',
    by: asStranger,
    url: () => `/api/posts/${ids.followersPost}/save`,
    status: 404,
    unchanged: () => rowsOf(savedPosts),
  },
  {
    route: 'DELETE /api/posts/:postId/save',
    by: asStranger,
    url: () => `/api/posts/${ids.publicPost}/save`,
    status: 200,
    unchanged: () => rowsOf(savedPosts),
  },
  {
    route: 'POST /api/collections',
    by: asStranger,
    url: () => '/api/collections',
    payload: () => ({ name: 'Keepers' }),
    status: 201,
    unchanged: () => ownerRows(postCollections, postCollections.userId),
  },
  {
    route: 'PATCH /api/collections/:collectionId',
    by: asStranger,
    url: () => `/api/collections/${ids.collection}`,
    payload: () => ({ name: 'Mine now' }),
    status: 404,
    unchanged: () => rowsOf(postCollections),
  },
  {
    route: 'DELETE /api/collections/:collectionId',
    by: asStranger,
    url: () => `/api/collections/${ids.collection}`,
    status: 404,
    unchanged: () => rowsOf(postCollections, savedPosts),
  },
  {
    route: 'POST /api/scheduled-posts',
    by: asStranger,
    url: () => '/api/scheduled-posts',
    payload: () => ({ content: 'My own plan', publishAt: new Date(Date.now() + 86_400_000).toISOString() }),
    status: 201,
    unchanged: () => ownerRows(scheduledPosts, scheduledPosts.userId),
  },
  {
    route: 'DELETE /api/scheduled-posts/:scheduledPostId',
    by: asStranger,
    url: () => `/api/scheduled-posts/${ids.scheduledPost}`,
    status: 404,
    unchanged: () => rowsOf(scheduledPosts),
  },
  {
    route: 'POST /api/scheduled-posts/:scheduledPostId/publish',
    by: asStranger,
    url: () => `/api/scheduled-posts/${ids.scheduledPost}/publish`,
    status: 404,
    unchanged: () => rowsOf(scheduledPosts, userPosts),
  },
  {
    route: 'PATCH /api/posts/:postId',
    by: asStranger,
    url: () => `/api/posts/${ids.publicPost}`,
    payload: () => ({ content: 'Edited by a stranger' }),
    status: 403,
    unchanged: () => rowsOf(userPosts),
  },
  {
    route: 'DELETE /api/posts/:postId',
    by: asStranger,
    url: () => `/api/posts/${ids.publicPost}`,
    status: 403,
    unchanged: () => rowsOf(userPosts),
  },
  {
    route: 'PUT /api/posts/:postId/like',
    by: asStranger,
    url: () => `/api/posts/${ids.followersPost}/like`,
    status: 404,
    unchanged: () => rowsOf(postLikes, userPosts),
  },
  {
    route: 'DELETE /api/posts/:postId/like',
    by: asStranger,
    url: () => `/api/posts/${ids.publicPost}/like`,
    status: 200,
    unchanged: () => rowsOf(postLikes, userPosts),
  },
  {
    route: 'POST /api/posts/:postId/comments',
    by: asStranger,
    url: () => `/api/posts/${ids.followersPost}/comments`,
    payload: () => ({ content: 'Let me in' }),
    status: 404,
    unchanged: () => rowsOf(postComments, userPosts),
  },
  {
    route: 'DELETE /api/comments/:commentId',
    by: asStranger,
    url: () => `/api/comments/${ids.comment}`,
    status: 403,
    unchanged: () => rowsOf(postComments, userPosts),
  },
  {
    route: 'POST /api/posts/:postId/shares',
    by: asStranger,
    url: () => `/api/posts/${ids.followersPost}/shares`,
    payload: () => ({ channel: 'link' }),
    status: 404,
    unchanged: () => rowsOf(postShares, userPosts),
  },
  {
    route: 'POST /api/posts/:postId/views',
    by: asStranger,
    url: () => `/api/posts/${ids.followersPost}/views`,
    status: 404,
    unchanged: () => rowsOf(postViews, userPosts),
  },
  // profiles: the caller's own
  {
    route: 'PATCH /api/profile',
    by: asStranger,
    url: () => '/api/profile',
    payload: () => ({ bio: 'Just me' }),
    status: 200,
    unchanged: () => ownerRows(profiles, profiles.id),
  },
  {
    route: 'POST /api/profile/avatar',
    by: asStranger,
    url: () => '/api/profile/avatar',
    send: upload(() => '/api/profile/avatar'),
    status: 200,
    unchanged: () => ownerRows(profiles, profiles.id),
  },
  {
    route: 'POST /api/profile/header',
    by: asStranger,
    url: () => '/api/profile/header',
    send: upload(() => '/api/profile/header'),
    status: 200,
    unchanged: () => ownerRows(profiles, profiles.id),
  },
  // registrations
  {
    route: 'POST /api/registrations',
    by: asStranger,
    url: () => '/api/registrations',
    payload: () => ({
      eventId: ids.upcomingEvent,
      entry: 'team',
      teamId: ids.teamId,
      boatId: null,
      anglers: [{ userId: stranger.id, name: 'Stan' }],
      waiverAccepted: true,
      feeShownMinor: 0,
    }),
    status: 403,
    unchanged: () => rowsOf(tournamentRegistrations, registrationAnglers),
  },
  {
    route: 'POST /api/registrations/drafts',
    by: asStranger,
    url: () => '/api/registrations/drafts',
    payload: () => ({ draft: { eventId: ids.upcomingEvent, teamId: ids.teamId }, sendLink: false }),
    status: 201,
    unchanged: () => ownerRows(tournamentRegistrations, tournamentRegistrations.userId),
  },
  {
    route: 'PUT /api/registrations/drafts/:registrationId',
    by: asStranger,
    url: () => `/api/registrations/drafts/${ids.draft}`,
    payload: () => ({ draft: { eventId: ids.upcomingEvent, step: 3 }, sendLink: false }),
    status: 403,
    unchanged: () => rowsOf(tournamentRegistrations),
  },
  {
    route: 'POST /api/registrations/:registrationId/cancel',
    by: asStranger,
    url: () => `/api/registrations/${ids.registration}/cancel`,
    status: 403,
    unchanged: () => rowsOf(tournamentRegistrations, tournamentEvents),
  },
  {
    route: 'POST /api/series/:seriesId/registrations',
    by: asStranger,
    url: () => `/api/series/${ids.series}/registrations`,
    payload: () => ({
      entry: 'team',
      teamId: ids.teamId,
      boatId: null,
      anglers: [{ userId: stranger.id, name: 'Stan' }],
      waiverAccepted: true,
      feeShownMinor: 0,
    }),
    status: 403,
    unchanged: () => rowsOf(tournamentRegistrations, registrationAnglers),
  },
  // registration desk (a director of another event)
  {
    route: 'POST /api/tournament-director/events/:eventId/registrations/:registrationId/check-in',
    by: asOtherDirector,
    url: () => dir(`/registrations/${ids.registration}/check-in`),
    payload: () => ({ markPaid: true }),
    status: 403,
    unchanged: () => rowsOf(tournamentRegistrations),
  },
  {
    route: 'POST /api/tournament-director/events/:eventId/registrations/:registrationId/check-out',
    by: asOtherDirector,
    url: () => dir(`/registrations/${ids.registration}/check-out`),
    status: 403,
    unchanged: () => rowsOf(tournamentRegistrations),
  },
  {
    route: 'POST /api/tournament-director/events/:eventId/registrations/:registrationId/mark-paid',
    by: asOtherDirector,
    url: () => dir(`/registrations/${ids.registration}/mark-paid`),
    status: 403,
    unchanged: () => rowsOf(tournamentRegistrations),
  },
  {
    route: 'POST /api/tournament-director/events/:eventId/check-in',
    by: asOtherDirector,
    url: () => dir('/check-in'),
    payload: () => ({ code: 'ABCD1234' }),
    status: 403,
    unchanged: () => rowsOf(tournamentRegistrations),
  },
  // teams
  {
    route: 'POST /api/teams',
    by: asStranger,
    url: () => '/api/teams',
    payload: () => ({ name: 'Stan Crew' }),
    status: 201,
    unchanged: () =>
      rowsOf(teamMembers).then(() => t.app.db.select().from(teams).where(eq(teams.id, ids.teamId))),
  },
  {
    route: 'PATCH /api/teams/:teamSlug',
    by: asStranger,
    url: () => `/api/teams/${ids.teamSlug}`,
    payload: () => ({ name: 'Taken Crew' }),
    status: 403,
    unchanged: () => rowsOf(teams),
  },
  {
    route: 'POST /api/teams/:teamSlug/logo',
    by: asStranger,
    url: () => `/api/teams/${ids.teamSlug}/logo`,
    send: upload(() => `/api/teams/${ids.teamSlug}/logo`),
    status: 403,
    unchanged: () => rowsOf(teams),
  },
  {
    route: 'DELETE /api/teams/:teamSlug/logo',
    by: asStranger,
    url: () => `/api/teams/${ids.teamSlug}/logo`,
    status: 403,
    unchanged: () => rowsOf(teams),
  },
  {
    route: 'POST /api/teams/:teamSlug/invite-code',
    by: asStranger,
    url: () => `/api/teams/${ids.teamSlug}/invite-code`,
    status: 403,
    unchanged: () => rowsOf(teams),
  },
  {
    // The invite code is the permission: without it (a guessed one) nobody joins.
    route: 'POST /api/join-team/:inviteCode',
    by: asStranger,
    url: () => '/api/join-team/not-the-real-code',
    status: 404,
    unchanged: () => rowsOf(teamMembers),
  },
  {
    route: 'DELETE /api/teams/:teamSlug/members/:userId',
    by: asStranger,
    url: () => `/api/teams/${ids.teamSlug}/members/${friend.id}`,
    status: 403,
    unchanged: () => rowsOf(teamMembers),
  },
  {
    route: 'PUT /api/teams/:teamSlug/follow',
    by: () => friend,
    url: () => `/api/teams/${ids.teamSlug}/follow`,
    status: 400,
    unchanged: () => rowsOf(teamFollows),
  },
  {
    route: 'DELETE /api/teams/:teamSlug/follow',
    by: () => owner,
    url: () => `/api/teams/${ids.teamSlug}/follow`,
    status: 200,
    unchanged: () => rowsOf(teamFollows),
  },
  // public event pages
  {
    route: 'PUT /api/events/:eventId/rsvp',
    by: asStranger,
    url: () => `/api/events/${ids.event}/rsvp`,
    payload: () => ({ status: 'maybe' }),
    status: 200,
    unchanged: () => ownerRows(eventRsvps, eventRsvps.userId),
  },
  {
    route: 'DELETE /api/events/:eventId/rsvp',
    by: asStranger,
    url: () => `/api/events/${ids.event}/rsvp`,
    status: 200,
    unchanged: () => ownerRows(eventRsvps, eventRsvps.userId),
  },
  {
    route: 'POST /api/events/:eventId/comments',
    by: asStranger,
    url: () => `/api/events/${ids.upcomingEvent}/comments`,
    payload: () => ({ content: 'See you there' }),
    status: 201,
    unchanged: () => rowsOf(tournamentEvents),
  },
  {
    route: 'POST /api/events/:eventId/photos',
    by: () => otherDirector,
    url: () => `/api/events/${ids.upcomingEvent}/photos`,
    send: upload(() => `/api/events/${ids.upcomingEvent}/photos`),
    status: 403,
    unchanged: () => rowsOf(eventPhotos),
  },
  // event editor (a director who does not direct this event)
  {
    route: 'POST /api/tournament-director/events',
    by: asOtherDirector,
    url: () => '/api/tournament-director/events',
    payload: () => eventInput({ seriesId: ids.series }),
    status: 403,
    unchanged: () => rowsOf(tournamentEvents),
  },
  {
    route: 'PATCH /api/tournament-director/events/:eventId',
    by: asOtherDirector,
    url: () => dir(''),
    payload: () => eventInput(),
    status: 403,
    unchanged: () => rowsOf(tournamentEvents),
  },
  {
    route: 'POST /api/tournament-director/events/:eventId/publish',
    by: asOtherDirector,
    url: () => `/api/tournament-director/events/${ids.upcomingEvent}/publish`,
    status: 403,
    unchanged: () => rowsOf(tournamentEvents),
  },
  {
    route: 'POST /api/tournament-director/events/:eventId/cancel',
    by: asOtherDirector,
    url: () => dir('/cancel'),
    status: 403,
    unchanged: () => rowsOf(tournamentEvents),
  },
  {
    route: 'POST /api/tournament-director/events/:eventId/images/:kind',
    by: asOtherDirector,
    url: () => dir('/images/cover'),
    send: upload(() => dir('/images/cover')),
    status: 403,
    unchanged: () => rowsOf(tournamentEvents),
  },
  {
    route: 'POST /api/tournament-director/series',
    by: asOtherDirector,
    url: () => '/api/tournament-director/series',
    payload: () => ({ name: 'Otto Series', seasonYear: 2026 }),
    status: 201,
    unchanged: () => t.app.db.select().from(tournamentSeries).where(eq(tournamentSeries.id, ids.series)),
  },
  {
    route: 'PATCH /api/tournament-director/series/:seriesId',
    by: asOtherDirector,
    url: () => `/api/tournament-director/series/${ids.series}`,
    payload: () => ({ name: 'Taken Series', seasonYear: 2026 }),
    status: 403,
    unchanged: () => rowsOf(tournamentSeries),
  },
  {
    route: 'DELETE /api/tournament-director/series/:seriesId',
    by: asOtherDirector,
    url: () => `/api/tournament-director/series/${ids.series}`,
    status: 403,
    unchanged: () => rowsOf(tournamentSeries),
  },
  {
    route: 'POST /api/tournament-director/tournaments',
    by: asOtherDirector,
    url: () => '/api/tournament-director/tournaments',
    payload: () => ({ name: 'Otto Cup', seasonYear: 2026 }),
    status: 201,
    unchanged: () => t.app.db.select().from(tournaments).where(eq(tournaments.id, ids.parent)),
  },
  // rules library (admin only: a director is refused)
  {
    route: 'POST /api/admin/rule-sets',
    by: asOtherDirector,
    url: () => '/api/admin/rule-sets',
    payload: () => ({ title: 'My rules' }),
    status: 403,
    unchanged: () => rowsOf(ruleSets),
  },
  {
    route: 'PATCH /api/admin/rule-sets/:ruleSetId',
    by: asOtherDirector,
    url: () => `/api/admin/rule-sets/${ids.ruleSet}`,
    payload: () => ({ title: 'Taken rules' }),
    status: 403,
    unchanged: () => rowsOf(ruleSets),
  },
  {
    route: 'DELETE /api/admin/rule-sets/:ruleSetId',
    by: asOtherDirector,
    url: () => `/api/admin/rule-sets/${ids.ruleSet}`,
    status: 403,
    unchanged: () => rowsOf(ruleSets),
  },
  // groups: the owner's club is run by the owner; a stranger may join, follow and leave it, nothing else
  {
    route: 'POST /api/groups',
    by: asStranger,
    url: () => '/api/groups',
    payload: () => ({ name: 'Stan Anglers', privacy: 'public', type: 'club' }),
    status: 201,
    unchanged: () => t.app.db.select().from(groups).where(eq(groups.id, ids.club)),
  },
  {
    route: 'PATCH /api/groups/:groupId',
    by: asStranger,
    url: () => `/api/groups/${ids.club}`,
    payload: () => ({ name: 'Taken Anglers' }),
    status: 403,
    unchanged: () => rowsOf(groups),
  },
  {
    route: 'DELETE /api/groups/:groupId',
    by: asStranger,
    url: () => `/api/groups/${ids.club}`,
    status: 403,
    unchanged: () => rowsOf(groups, groupMembers),
  },
  {
    route: 'POST /api/groups/:groupId/cover',
    by: asStranger,
    url: () => `/api/groups/${ids.club}/cover`,
    send: upload(() => `/api/groups/${ids.club}/cover`),
    status: 403,
    unchanged: () => rowsOf(groups),
  },
  {
    route: 'POST /api/groups/:groupId/invite-link',
    by: asStranger,
    url: () => `/api/groups/${ids.club}/invite-link`,
    status: 403,
    unchanged: () => rowsOf(groups),
  },
  {
    route: 'POST /api/groups/:groupId/join',
    by: asStranger,
    url: () => `/api/groups/${ids.club}/join`,
    status: 200,
    unchanged: () => ownerRows(groupMembers, groupMembers.userId),
  },
  {
    route: 'PUT /api/groups/:groupId/notify',
    by: asStranger,
    url: () => `/api/groups/${ids.club}/notify`,
    payload: () => ({ notify: 'none' }),
    status: 200,
    unchanged: () => ownerRows(groupMembers, groupMembers.userId),
  },
  {
    route: 'DELETE /api/groups/:groupId/membership',
    by: asStranger,
    url: () => `/api/groups/${ids.club}/membership`,
    status: 200,
    unchanged: () => ownerRows(groupMembers, groupMembers.userId),
  },
  {
    route: 'POST /api/groups/:groupId/members/:userId/approve',
    by: asStranger,
    url: () => `/api/groups/${ids.club}/members/${friend.id}/approve`,
    status: 403,
    unchanged: () => rowsOf(groupMembers),
  },
  {
    route: 'POST /api/groups/:groupId/members/:userId/decline',
    by: asStranger,
    url: () => `/api/groups/${ids.club}/members/${friend.id}/decline`,
    status: 403,
    unchanged: () => rowsOf(groupMembers),
  },
  {
    route: 'DELETE /api/groups/:groupId/members/:userId',
    by: asStranger,
    url: () => `/api/groups/${ids.club}/members/${friend.id}`,
    status: 403,
    unchanged: () => rowsOf(groupMembers),
  },
  {
    route: 'POST /api/groups/:groupId/members/:userId/ban',
    by: asStranger,
    url: () => `/api/groups/${ids.club}/members/${friend.id}/ban`,
    status: 403,
    unchanged: () => rowsOf(groupMembers),
  },
  {
    route: 'DELETE /api/groups/:groupId/members/:userId/ban',
    by: asStranger,
    url: () => `/api/groups/${ids.club}/members/${friend.id}/ban`,
    status: 403,
    unchanged: () => rowsOf(groupMembers),
  },
  {
    route: 'PUT /api/groups/:groupId/members/:userId/role',
    by: asStranger,
    url: () => `/api/groups/${ids.club}/members/${friend.id}/role`,
    payload: () => ({ role: 'admin' }),
    status: 403,
    unchanged: () => rowsOf(groupMembers),
  },
  // community events: the club's event is the owner's; a personal event and a feed URL are the caller's own
  {
    route: 'POST /api/community-events',
    by: asStranger,
    url: () => '/api/community-events',
    payload: () => ({
      type: 'social',
      name: 'Stan night',
      startsAt: new Date(Date.now() + 12 * 86_400_000).toISOString(),
      endsAt: new Date(Date.now() + 12 * 86_400_000 + 3_600_000).toISOString(),
      timeZone: 'America/New_York',
      location: 'Dock',
    }),
    status: 201,
    unchanged: () => ownerRows(communityEvents, communityEvents.createdBy),
  },
  {
    route: 'PATCH /api/community-events/:eventId',
    by: asStranger,
    url: () => `/api/community-events/${ids.communityEvent}`,
    payload: () => ({ name: 'Taken night' }),
    status: 403,
    unchanged: () => rowsOf(communityEvents),
  },
  {
    route: 'POST /api/community-events/:eventId/cancel',
    by: asStranger,
    url: () => `/api/community-events/${ids.communityEvent}/cancel`,
    payload: () => ({ reason: 'Not mine' }),
    status: 403,
    unchanged: () => rowsOf(communityEvents),
  },
  {
    route: 'POST /api/calendar/feed-url',
    by: asStranger,
    url: () => '/api/calendar/feed-url',
    status: 200,
    unchanged: () => ownerRows(calendarFeedTokens, calendarFeedTokens.userId),
  },
  // forums: posting, liking, reading and subscribing are the caller's own; the owner's posts and thread are not
  {
    route: 'POST /api/topics/:topicSlug/threads',
    by: asStranger,
    url: () => `/api/topics/${ids.topicSlug}/threads`,
    payload: () => ({ title: 'Stan asks a question', body: 'Any tips?' }),
    status: 201,
    unchanged: () => ownerRows(forumThreads, forumThreads.authorId),
  },
  {
    route: 'POST /api/threads/:threadId/posts',
    by: asStranger,
    url: () => `/api/threads/${ids.thread}/posts`,
    payload: () => ({ body: 'Fluoro works too.' }),
    status: 201,
    unchanged: () => ownerRows(forumPosts, forumPosts.authorId),
  },
  {
    route: 'POST /api/forum-images',
    by: asStranger,
    url: () => '/api/forum-images',
    send: upload(() => '/api/forum-images'),
    status: 201,
    unchanged: () => ownerRows(forumPosts, forumPosts.authorId),
  },
  {
    route: 'PATCH /api/forum-posts/:postId',
    by: asStranger,
    url: () => `/api/forum-posts/${ids.reply}`,
    payload: () => ({ body: 'Edited by someone else' }),
    status: 403,
    unchanged: () => rowsOf(forumPosts, forumPostRevisions),
  },
  {
    route: 'DELETE /api/forum-posts/:postId',
    by: asStranger,
    url: () => `/api/forum-posts/${ids.reply}`,
    status: 403,
    unchanged: () => rowsOf(forumPosts),
  },
  {
    route: 'PUT /api/forum-posts/:postId/like',
    by: asStranger,
    url: () => `/api/forum-posts/${ids.reply}/like`,
    status: 200,
    unchanged: () => ownerRows(forumPostLikes, forumPostLikes.userId),
  },
  {
    route: 'DELETE /api/forum-posts/:postId/like',
    by: asStranger,
    url: () => `/api/forum-posts/${ids.reply}/like`,
    status: 200,
    unchanged: () => ownerRows(forumPostLikes, forumPostLikes.userId),
  },
  {
    route: 'PUT /api/threads/:threadId/read',
    by: asStranger,
    url: () => `/api/threads/${ids.thread}/read`,
    payload: () => ({ postNumber: 2 }),
    status: 204,
    unchanged: () => ownerRows(forumThreadReads, forumThreadReads.userId),
  },
  {
    route: 'PUT /api/threads/:threadId/subscription',
    by: asStranger,
    url: () => `/api/threads/${ids.thread}/subscription`,
    status: 200,
    unchanged: () => ownerRows(forumThreadSubscriptions, forumThreadSubscriptions.userId),
  },
  {
    route: 'DELETE /api/threads/:threadId/subscription',
    by: asStranger,
    url: () => `/api/threads/${ids.thread}/subscription`,
    status: 200,
    unchanged: () => ownerRows(forumThreadSubscriptions, forumThreadSubscriptions.userId),
  },
  {
    route: 'PUT /api/threads/:threadId/accepted',
    by: asStranger,
    url: () => `/api/threads/${ids.thread}/accepted`,
    payload: () => ({ postId: ids.reply }),
    status: 403,
    unchanged: () => rowsOf(forumThreads),
  },
  {
    route: 'DELETE /api/threads/:threadId/accepted',
    by: asStranger,
    url: () => `/api/threads/${ids.thread}/accepted`,
    status: 403,
    unchanged: () => rowsOf(forumThreads),
  },
  // forum moderation (moderators only: a member is refused)
  ...(['lock', 'unlock', 'pin', 'unpin'] as const).map((action): Case => ({
    route: `POST /api/threads/:threadId/${action}`,
    by: asStranger,
    url: () => `/api/threads/${ids.thread}/${action}`,
    status: 403,
    unchanged: () => rowsOf(forumThreads),
  })),
  {
    route: 'POST /api/threads/:threadId/move',
    by: asStranger,
    url: () => `/api/threads/${ids.thread}/move`,
    payload: () => ({ topicSlug: ids.topicSlug }),
    status: 403,
    unchanged: () => rowsOf(forumThreads),
  },
  {
    route: 'POST /api/threads/:threadId/split',
    by: asStranger,
    url: () => `/api/threads/${ids.thread}/split`,
    payload: () => ({ postIds: [ids.reply], title: 'Split away from Olive' }),
    status: 403,
    unchanged: () => rowsOf(forumThreads, forumPosts),
  },
  {
    route: 'DELETE /api/threads/:threadId',
    by: asStranger,
    url: () => `/api/threads/${ids.thread}`,
    status: 403,
    unchanged: () => rowsOf(forumThreads, forumPosts),
  },
  // forum admin (admins only: a member is refused)
  {
    route: 'POST /api/admin/forums',
    by: asStranger,
    url: () => '/api/admin/forums',
    payload: () => ({ slug: 'stan', name: 'Stan' }),
    status: 403,
    unchanged: () => rowsOf(forums),
  },
  {
    route: 'PATCH /api/admin/forums/:id',
    by: asStranger,
    url: () => `/api/admin/forums/${ids.forum}`,
    payload: () => ({ name: 'Taken' }),
    status: 403,
    unchanged: () => rowsOf(forums),
  },
  {
    route: 'DELETE /api/admin/forums/:id',
    by: asStranger,
    url: () => `/api/admin/forums/${ids.forum}`,
    status: 403,
    unchanged: () => rowsOf(forums, forumTopics),
  },
  {
    route: 'POST /api/admin/forum-topics',
    by: asStranger,
    url: () => '/api/admin/forum-topics',
    payload: () => ({ forumId: ids.forum, slug: 'stan', name: 'Stan' }),
    status: 403,
    unchanged: () => rowsOf(forumTopics),
  },
  {
    route: 'PATCH /api/admin/forum-topics/:id',
    by: asStranger,
    url: () => `/api/admin/forum-topics/${ids.topic}`,
    payload: () => ({ name: 'Taken' }),
    status: 403,
    unchanged: () => rowsOf(forumTopics),
  },
  {
    route: 'DELETE /api/admin/forum-topics/:id',
    by: asStranger,
    url: () => `/api/admin/forum-topics/${ids.topic}`,
    status: 403,
    unchanged: () => rowsOf(forumTopics, forumThreads),
  },
  // Payments (issue 17): money-admin — another director's code is not found; admin money routes refuse members.
  {
    route: 'POST /api/discount-codes',
    by: asOtherDirector,
    url: () => '/api/discount-codes',
    payload: () => ({ code: 'OTTO-ON-DORA', kind: 'percent', percentBp: 10_000, eventId: ids.event }),
    status: 403,
    unchanged: () => rowsOf(discountCodes),
  },
  {
    route: 'PATCH /api/discount-codes/:codeId',
    by: asOtherDirector,
    url: () => `/api/discount-codes/${ids.discountCode}`,
    payload: () => ({ code: 'DORA-TEN', kind: 'percent', percentBp: 10_000, eventId: ids.event }),
    status: 404,
    unchanged: () => rowsOf(discountCodes),
  },
  {
    route: 'DELETE /api/discount-codes/:codeId',
    by: asOtherDirector,
    url: () => `/api/discount-codes/${ids.discountCode}`,
    status: 404,
    unchanged: () => rowsOf(discountCodes),
  },
  {
    route: 'POST /api/admin/tax-rates',
    by: asStranger,
    url: () => '/api/admin/tax-rates',
    payload: () => ({ country: 'US', name: 'Stan tax', rateBp: 0 }),
    status: 403,
    unchanged: () => rowsOf(taxRates),
  },
  {
    route: 'PATCH /api/admin/tax-rates/:taxRateId',
    by: asStranger,
    url: () => `/api/admin/tax-rates/${ids.taxRate}`,
    payload: () => ({ country: 'US', name: 'Sales', rateBp: 0 }),
    status: 403,
    unchanged: () => rowsOf(taxRates),
  },
  {
    route: 'DELETE /api/admin/tax-rates/:taxRateId',
    by: asStranger,
    url: () => `/api/admin/tax-rates/${ids.taxRate}`,
    status: 403,
    unchanged: () => rowsOf(taxRates),
  },
  {
    route: 'POST /api/admin/invoices',
    by: asStranger,
    url: () => '/api/admin/invoices',
    payload: () => ({
      userId: owner.id,
      lines: [{ label: 'Bogus', quantity: 1, unitMinor: 1 }],
      currency: 'USD',
    }),
    status: 403,
    unchanged: () => rowsOf(invoices),
  },
  {
    route: 'POST /api/admin/invoices/:invoiceId/mark-paid',
    by: asStranger,
    url: () => `/api/admin/invoices/${ids.invoice}/mark-paid`,
    payload: () => ({ method: 'cash' }),
    status: 403,
    unchanged: () => rowsOf(invoices, payments),
  },
  {
    route: 'POST /api/admin/invoices/:invoiceId/void',
    by: asStranger,
    url: () => `/api/admin/invoices/${ids.invoice}/void`,
    status: 403,
    unchanged: () => rowsOf(invoices),
  },
  // Payments (issue 17): subs-hub — admin money routes refuse members; another's subscription is theirs alone.
  {
    route: 'POST /api/admin/plans',
    by: asStranger,
    url: () => '/api/admin/plans',
    payload: () => ({ name: 'Free lunch', priceMinor: 0, currency: 'USD', interval: 'month' }),
    status: 403,
    unchanged: () => rowsOf(plans),
  },
  {
    route: 'PATCH /api/admin/plans/:planId',
    by: asStranger,
    url: () => `/api/admin/plans/${ids.plan}`,
    payload: () => ({ name: 'Club', priceMinor: 1, currency: 'USD', interval: 'month' }),
    status: 403,
    unchanged: () => rowsOf(plans),
  },
  {
    route: 'POST /api/admin/payouts/run',
    by: asStranger,
    url: () => '/api/admin/payouts/run',
    status: 403,
    unchanged: () => rowsOf(payouts),
  },
  {
    route: 'PUT /api/admin/payment-settings',
    by: asStranger,
    url: () => '/api/admin/payment-settings',
    payload: () => ({ platformFeeBp: 0, holdMinutes: 120, payoutSchedule: 'daily', payoutMinimumMinor: 0 }),
    status: 403,
    unchanged: () => rowsOf(appSettings),
  },
  {
    route: 'POST /api/earnings/connect',
    by: asStranger,
    url: () => '/api/earnings/connect',
    status: 409,
    unchanged: () => rowsOf(payeeAccounts),
  },
  {
    route: 'POST /api/subscriptions',
    by: asStranger,
    url: () => '/api/subscriptions',
    payload: () => ({ planId: ids.plan }),
    status: 201,
    unchanged: () => ownerRows(subscriptions, subscriptions.userId),
  },
  {
    route: 'POST /api/subscriptions/:subscriptionId/change',
    by: asStranger,
    url: () => `/api/subscriptions/${ids.subscription}/change`,
    payload: () => ({ planId: ids.plan }),
    status: 403,
    unchanged: () => rowsOf(subscriptions),
  },
  {
    route: 'POST /api/subscriptions/:subscriptionId/cancel',
    by: asStranger,
    url: () => `/api/subscriptions/${ids.subscription}/cancel`,
    status: 403,
    unchanged: () => rowsOf(subscriptions),
  },
  // Payments (issue 17): pay-core
  {
    route: 'POST /api/payments/quote',
    by: asStranger,
    url: () => '/api/payments/quote',
    payload: () => ({ registrationIds: [ids.registration] }),
    status: 404,
    unchanged: () => rowsOf(payments),
  },
  {
    route: 'POST /api/payments/checkout',
    by: asStranger,
    url: () => '/api/payments/checkout',
    payload: () => ({ registrationIds: [ids.registration] }),
    status: 404,
    unchanged: () => rowsOf(payments, tournamentRegistrations),
  },
  {
    route: 'POST /api/payments/:paymentId/cancel',
    by: asStranger,
    url: () => `/api/payments/${ids.payment}/cancel`,
    status: 404,
    unchanged: () => rowsOf(payments),
  },
  {
    route: 'POST /api/payments/webhooks/stripe',
    by: asStranger,
    url: () => '/api/payments/webhooks/stripe',
    payload: () => ({ id: 'evt_forged', type: 'checkout.session.completed', data: { object: {} } }),
    status: 400,
    unchanged: () => rowsOf(payments, webhookEvents),
  },
  {
    route: 'POST /api/payments/disputes/:disputeId/evidence',
    by: asOtherDirector,
    url: () => `/api/payments/disputes/${ids.dispute}/evidence`,
    payload: () => ({ text: 'Evidence from someone who does not direct it.' }),
    status: 403,
    unchanged: () => rowsOf(disputes),
  },
  {
    route: 'POST /api/tournament-director/events/:eventId/registrations/:registrationId/refund',
    by: asOtherDirector,
    url: () => dir(`/registrations/${ids.registration}/refund`),
    payload: () => ({}),
    status: 403,
    unchanged: () => rowsOf(payments),
  },
  {
    route: 'POST /api/tournament-director/events/:eventId/registrations/:registrationId/payment',
    by: asOtherDirector,
    url: () => dir(`/registrations/${ids.registration}/payment`),
    payload: () => ({ method: 'cash', amountMinor: 5_000 }),
    status: 403,
    unchanged: () => rowsOf(payments, tournamentRegistrations),
  },
  // Charters (issue 18): bookings — the listing is the captain's, the request and booking the owner's
  {
    route: 'POST /api/charters/listings/:listingId/requests',
    by: () => charterCaptain,
    url: () => `/api/charters/listings/${ids.charterListing}/requests`,
    payload: () => ({ date: utcDay(30), partySize: 2, packageId: randomUUID() }),
    status: 403,
    unchanged: () => rowsOf(charterRequests),
  },
  {
    route: 'POST /api/charters/listings/:listingId/contact',
    by: () => charterCaptain,
    url: () => `/api/charters/listings/${ids.charterListing}/contact`,
    status: 403,
    unchanged: () => rowsOf(conversations),
  },
  {
    route: 'POST /api/charters/requests/:requestId/answer',
    by: () => otherCaptain,
    url: () => `/api/charters/requests/${ids.charterRequest}/answer`,
    payload: () => ({ answer: 'decline', reason: 'Not mine to answer' }),
    status: 403,
    unchanged: () => rowsOf(charterRequests, charterBookings),
  },
  {
    route: 'POST /api/charters/requests/:requestId/withdraw',
    by: asStranger,
    url: () => `/api/charters/requests/${ids.charterRequest}/withdraw`,
    status: 404,
    unchanged: () => rowsOf(charterRequests),
  },
  {
    route: 'POST /api/charters/bookings',
    by: asStranger,
    url: () => '/api/charters/bookings',
    payload: () => ({ slotId: ids.charterSlot, partySize: 2, requestId: ids.charterRequest }),
    status: 404,
    unchanged: () => rowsOf(charterBookings, charterSlots),
  },
  {
    route: 'POST /api/charters/bookings/:bookingId/checkout',
    by: asStranger,
    url: () => `/api/charters/bookings/${ids.charterBooking}/checkout`,
    status: 404,
    unchanged: () => rowsOf(charterBookings, payments),
  },
  {
    route: 'POST /api/charters/bookings/:bookingId/cancel',
    by: asStranger,
    url: () => `/api/charters/bookings/${ids.charterBooking}/cancel`,
    payload: () => ({ reason: 'angler' }),
    status: 404,
    unchanged: () => rowsOf(charterBookings, charterSlots),
  },
  {
    route: 'POST /api/charters/bookings/:bookingId/remedy',
    by: asStranger,
    url: () => `/api/charters/bookings/${ids.charterBooking}/remedy`,
    payload: () => ({ remedy: 'refund' }),
    status: 404,
    unchanged: () => rowsOf(charterBookings),
  },
  {
    route: 'POST /api/charters/bookings/:bookingId/decline',
    by: () => otherCaptain,
    url: () => `/api/charters/bookings/${ids.charterBooking}/decline`,
    status: 403,
    unchanged: () => rowsOf(charterBookings, charterSlots),
  },
  {
    route: 'POST /api/charters/bookings/:bookingId/complete',
    by: () => otherCaptain,
    url: () => `/api/charters/bookings/${ids.charterBooking}/complete`,
    status: 403,
    unchanged: () => rowsOf(charterBookings),
  },
  {
    route: 'POST /api/charters/bookings/:bookingId/balance-at-dock',
    by: () => otherCaptain,
    url: () => `/api/charters/bookings/${ids.charterBooking}/balance-at-dock`,
    payload: () => ({ method: 'cash' }),
    status: 403,
    unchanged: () => rowsOf(charterBookings, payments),
  },
  {
    route: 'POST /api/admin/payments/:paymentId/refund',
    by: asStranger,
    url: () => `/api/admin/payments/${ids.payment}/refund`,
    payload: () => ({}),
    status: 403,
    unchanged: () => rowsOf(payments),
  },
  // Charters (issue 18): reviews — someone else's trip, another captain's listing
  {
    route: 'POST /api/charters/bookings/:bookingId/review',
    by: asStranger,
    url: () => `/api/charters/bookings/${ids.reviewedBooking}/review`,
    payload: () => ({ ratings: { captain: 1, boat: 1, fishing: 1, value: 1 } }),
    status: 403,
    unchanged: () => rowsOf(charterReviews, charterListings),
  },
  {
    route: 'PUT /api/charters/reviews/:reviewId/reply',
    by: () => otherCaptain,
    url: () => `/api/charters/reviews/${ids.charterReview}/reply`,
    payload: () => ({ text: 'Not my boat, but thanks' }),
    status: 403,
    unchanged: () => rowsOf(charterReviews),
  },
  // Charters (issue 18): listings — another captain reaches none of Cleo's listing; admins' routes are admins'
  {
    route: 'POST /api/charters/listings',
    by: asOtherCaptain,
    url: () => '/api/charters/listings',
    payload: () => charterListingInput('Cyril Charters'),
    status: 201,
    unchanged: () =>
      t.app.db.select().from(charterListings).where(eq(charterListings.id, charterIds.listing)),
  },
  {
    route: 'PATCH /api/charters/listings/:listingId',
    by: asOtherCaptain,
    url: () => listingUrl(),
    payload: () => charterListingInput('Taken'),
    status: 403,
    unchanged: charterRows,
  },
  {
    route: 'DELETE /api/charters/listings/:listingId',
    by: asOtherCaptain,
    url: () => listingUrl(),
    status: 403,
    unchanged: charterRows,
  },
  {
    route: 'POST /api/charters/listings/:listingId/submit',
    by: asOtherCaptain,
    url: () => listingUrl('/submit'),
    status: 403,
    unchanged: charterRows,
  },
  {
    route: 'POST /api/charters/listings/:listingId/pause',
    by: asOtherCaptain,
    url: () => listingUrl('/pause'),
    status: 403,
    unchanged: charterRows,
  },
  {
    route: 'POST /api/charters/listings/:listingId/resume',
    by: asOtherCaptain,
    url: () => listingUrl('/resume'),
    status: 403,
    unchanged: charterRows,
  },
  {
    route: 'POST /api/charters/listings/:listingId/photos',
    by: asOtherCaptain,
    url: () => listingUrl('/photos'),
    send: upload(() => listingUrl('/photos')),
    status: 403,
    unchanged: charterRows,
  },
  {
    route: 'PUT /api/charters/listings/:listingId/photos/order',
    by: asOtherCaptain,
    url: () => listingUrl('/photos/order'),
    payload: () => ({ photoIds: [charterIds.photo] }),
    status: 403,
    unchanged: charterRows,
  },
  {
    route: 'DELETE /api/charters/listings/:listingId/photos/:photoId',
    by: asOtherCaptain,
    url: () => listingUrl(`/photos/${charterIds.photo}`),
    status: 403,
    unchanged: charterRows,
  },
  {
    route: 'POST /api/charters/listings/:listingId/packages',
    by: asOtherCaptain,
    url: () => listingUrl('/packages'),
    payload: charterPackageInput,
    status: 403,
    unchanged: charterRows,
  },
  {
    route: 'PATCH /api/charters/packages/:packageId',
    by: asOtherCaptain,
    url: () => `/api/charters/packages/${charterIds.package}`,
    payload: charterPackageInput,
    status: 403,
    unchanged: charterRows,
  },
  {
    route: 'DELETE /api/charters/packages/:packageId',
    by: asOtherCaptain,
    url: () => `/api/charters/packages/${charterIds.package}`,
    status: 403,
    unchanged: charterRows,
  },
  {
    route: 'POST /api/charters/listings/:listingId/slots',
    by: asOtherCaptain,
    url: () => listingUrl('/slots'),
    payload: () => ({
      packageId: charterIds.package,
      startsAt: [new Date(Date.now() + 30 * 86_400_000).toISOString()],
    }),
    status: 403,
    unchanged: charterRows,
  },
  {
    route: 'DELETE /api/charters/slots/:slotId',
    by: asOtherCaptain,
    url: () => `/api/charters/slots/${charterIds.slot}`,
    status: 403,
    unchanged: charterRows,
  },
  {
    route: 'POST /api/charters/listings/:listingId/blocked',
    by: asOtherCaptain,
    url: () => listingUrl('/blocked'),
    payload: () => ({ startsOn: '2031-01-01', endsOn: '2031-01-02' }),
    status: 403,
    unchanged: charterRows,
  },
  {
    route: 'DELETE /api/charters/blocked/:periodId',
    by: asOtherCaptain,
    url: () => `/api/charters/blocked/${charterIds.period}`,
    status: 403,
    unchanged: charterRows,
  },
  {
    route: 'POST /api/admin/charters/:listingId/approve',
    by: asOtherCaptain,
    url: () => `/api/admin/charters/${charterIds.listing}/approve`,
    status: 403,
    unchanged: charterRows,
  },
  {
    route: 'POST /api/admin/charters/:listingId/reject',
    by: asOtherCaptain,
    url: () => `/api/admin/charters/${charterIds.listing}/reject`,
    payload: () => ({ reason: 'No' }),
    status: 403,
    unchanged: charterRows,
  },
  {
    route: 'POST /api/admin/charters/:listingId/suspend',
    by: asOtherCaptain,
    url: () => `/api/admin/charters/${charterIds.listing}/suspend`,
    payload: () => ({ reason: 'No' }),
    status: 403,
    unchanged: charterRows,
  },
  // Angler tools (issue 19): someone else's catch log entry and tackle
  {
    route: 'POST /api/catch-log',
    by: asStranger,
    url: () => '/api/catch-log',
    payload: () => ({ species: 'Carp', caughtAt: new Date().toISOString(), tackleItemId: anglerIds.tackle }),
    status: 403,
    unchanged: anglerRows,
  },
  {
    route: 'PATCH /api/catch-log/:id',
    by: asStranger,
    url: () => `/api/catch-log/${anglerIds.entry}`,
    payload: () => ({ notes: 'Mine now', visibility: 'private' }),
    status: 403,
    unchanged: anglerRows,
  },
  {
    route: 'DELETE /api/catch-log/:id',
    by: asStranger,
    url: () => `/api/catch-log/${anglerIds.entry}`,
    status: 403,
    unchanged: anglerRows,
  },
  {
    route: 'POST /api/catch-log/:id/share',
    by: asStranger,
    url: () => `/api/catch-log/${anglerIds.entry}/share`,
    payload: () => ({}),
    status: 403,
    unchanged: anglerRows,
  },
  {
    route: 'POST /api/tackle',
    by: asStranger,
    url: () => '/api/tackle',
    payload: () => ({ name: 'Stan’s own spoon', category: 'lure' }),
    status: 201,
    unchanged: () => t.app.db.select().from(tackleItems).where(eq(tackleItems.userId, owner.id)),
  },
  {
    route: 'PATCH /api/tackle/:id',
    by: asStranger,
    url: () => `/api/tackle/${anglerIds.tackle}`,
    payload: () => ({ name: 'Taken' }),
    status: 403,
    unchanged: anglerRows,
  },
  {
    route: 'DELETE /api/tackle/:id',
    by: asStranger,
    url: () => `/api/tackle/${anglerIds.tackle}`,
    status: 403,
    unchanged: anglerRows,
  },
  {
    route: 'PUT /api/admin/charter-settings',
    by: asOtherCaptain,
    url: () => '/api/admin/charter-settings',
    payload: () => ({ commissionBp: 0, depositHoldMinutes: 30, reminderHours: 24 }),
    status: 403,
    unchanged: () => rowsOf(appSettings),
  },
  // Fishing reports and location tags (issue 19): someone else's report and someone else's post
  {
    route: 'POST /api/fishing-reports',
    by: asStranger,
    url: () => '/api/fishing-reports',
    payload: () => ({
      location: { name: 'Stan Lake', placeType: 'lake' },
      targetSpecies: ['bass'],
      success: 'slow',
      fishedOn: '2026-05-02',
    }),
    status: 201,
    unchanged: () => ownerRows(fishingReports, fishingReports.userId),
  },
  {
    route: 'PATCH /api/fishing-reports/:reportId',
    by: asStranger,
    url: () => `/api/fishing-reports/${ids.fishingReport}`,
    payload: () => ({ notes: 'Mine now', visibility: 'private' }),
    status: 403,
    unchanged: () => rowsOf(fishingReports, locationTags),
  },
  {
    route: 'DELETE /api/fishing-reports/:reportId',
    by: asStranger,
    url: () => `/api/fishing-reports/${ids.fishingReport}`,
    status: 403,
    unchanged: () => rowsOf(fishingReports, locationTags),
  },
  {
    route: 'PUT /api/posts/:postId/location',
    by: asStranger,
    url: () => `/api/posts/${ids.publicPost}/location`,
    payload: () => ({ name: 'Not here', placeType: 'pond' }),
    status: 403,
    unchanged: () => rowsOf(locationTags),
  },
  {
    route: 'DELETE /api/posts/:postId/location',
    by: asStranger,
    url: () => `/api/posts/${ids.publicPost}/location`,
    status: 403,
    unchanged: () => rowsOf(locationTags),
  },
];

describe('a signed-in person who does not own the resource', () => {
  it.each(cases)('$route', async (c) => {
    const before = await c.unchanged();
    const who = c.by();
    const method = c.route.split(' ')[0] as Method;
    const response = c.send
      ? await c.send(who)
      : await t.app.inject({
          method,
          url: c.url(),
          headers: as(who),
          ...(c.payload ? { payload: c.payload() } : {}),
        });
    expect(response.statusCode, response.body).toBe(c.status);
    expect(await c.unchanged()).toEqual(before);
  });
});

describe('the table', () => {
  it('has one case for every write route in the API (from the OpenAPI document)', () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const writes = Object.entries(document.paths)
      .filter(([url]) => url.startsWith('/api/') && !url.startsWith('/api/auth/'))
      .flatMap(([url, methods]) =>
        Object.keys(methods)
          .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
          .map((method) => `${method.toUpperCase()} ${url.replace(/\{(\w+)\}/g, ':$1')}`),
      )
      .sort();
    expect(cases.map((c) => c.route).sort()).toEqual(writes);
  });
});
