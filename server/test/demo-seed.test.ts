import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@tightlines/domain/demo/contract';
import type { Post, PostPage } from '@tightlines/domain/social/posts';
import type { ConversationPage, MessagePage, UnreadSummary } from '@tightlines/domain/messages/contract';
import type { NotificationList } from '@tightlines/domain/notifications/contract';
import type { JudgeQueue } from '@tightlines/domain/tournaments/catch-contract';
import type { Quote } from '@tightlines/domain/payments/contract';
import type { EventDetail, RuleSetList } from '@tightlines/domain/tournaments/events-contract';
import type { RegistrationOptions } from '@tightlines/domain/tournaments/registration-contract';
import type { EventLeaderboard, LeaderboardList } from '@tightlines/domain/tournaments/leaderboard-contract';
import { and, count, eq, gt, isNotNull, sql } from 'drizzle-orm';
import {
  charterBookings,
  charterListings,
  charterPhotos,
  charterRequests,
  charterReviews,
  charterSlots,
  user,
} from '#server/db/schema';
import type { ListingPage } from '@tightlines/domain/charters/views';
import type { CharterBookingList, CharterReviewPage } from '@tightlines/domain/charters/bookings';
import type { CaptainDashboard } from '@tightlines/domain/charters/office';
import type { FishingReportPage } from '@tightlines/domain/fishing-reports/contract';
import type { LocationMap, TrendingLocations } from '@tightlines/domain/fishing-reports/location-tags';
import type { Analytics } from '@tightlines/domain/analytics/contract';
import type { GalleryPage } from '@tightlines/domain/gallery/contract';
import { seedDemo } from '#server/seed/demo';
import type { MyAchievements, PointsBoard, TopPeople } from '@tightlines/domain/achievements/contract';
import type { StatsSummary } from '@tightlines/domain/achievements/stats';
import { createTestApp, type TestApp } from './helpers/app';
import { as, buildUser, signIn } from './helpers/factories';

let t: TestApp;
let angler: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 } });
  await seedDemo(t.app);
  angler = await signIn(t.app, 'demo-angler@tightlines.app', DEMO_PASSWORD);
  admin = await signIn(t.app, 'demo-admin@tightlines.app', DEMO_PASSWORD);
}, 240_000);
afterAll(async () => {
  await t.close();
});

async function get<T>(cookie: string, url: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<T>();
}

describe('demo community', () => {
  it('gives the demo angler real conversations: the charter captain, the team chat and a group', async () => {
    const page = await get<ConversationPage>(angler, '/api/conversations');
    // The second direct conversation is the angler's charter request to the Lake Erie captain (issue 18).
    expect(page.items.map((c) => c.type).sort()).toEqual(['direct', 'direct', 'group', 'team']);
    const direct = page.items.find(
      (c) => c.type === 'direct' && c.participants.some((p) => p.firstName === 'Sam'),
    )!;
    expect(direct.participants.map((p) => p.firstName)).toEqual(['Sam']);
    expect(direct.lastMessage?.preview).toMatch(/^Launch at 5:30/);
    const history = await get<MessagePage>(angler, `/api/conversations/${direct.id}/messages`);
    expect(history.items).toHaveLength(3);
    const unread = await get<UnreadSummary>(angler, '/api/conversations/unread');
    expect(unread.unreadCount).toBeGreaterThan(0);
  });

  it("fills the demo angler's feed with the people they follow, newest first, photos and counters included", async () => {
    const feed = await get<PostPage>(angler, '/api/feed');
    const authors = new Set(feed.items.map((post) => post.author.firstName));
    expect(authors).toEqual(new Set(['Casey', 'Sam', 'Alex', 'Jordan', 'Taylor', 'Jamie']));
    const times = feed.items.map((post) => post.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const best = feed.items.find((post) => post.content.startsWith('Personal best!')) as Post;
    expect(best.media).not.toBeNull();
    expect(best.likesCount).toBe(5);
    expect(best.commentsCount).toBe(2);
    expect(best.hashtags).toEqual(expect.arrayContaining(['bassfishing', 'topwater']));
    // The captain's followers-only post reaches the angler, who follows the captain.
    expect(feed.items.some((post) => post.content.startsWith('Two open seats'))).toBe(true);
  });

  it("keeps followers-only posts from people who do not follow, and mentions the angler's notifications", async () => {
    const feed = await get<PostPage>(admin, '/api/feed');
    expect(feed.items.some((post) => post.content.startsWith('Two open seats'))).toBe(false);
    const moderatorNotes = await get<NotificationList>(
      await signIn(t.app, 'demo-moderator@tightlines.app', DEMO_PASSWORD),
      '/api/notifications',
    );
    expect(moderatorNotes.items).toContainEqual(
      expect.objectContaining({
        type: 'mention',
        params: expect.objectContaining({ actorName: 'Casey Rivers' }),
      }),
    );
  });

  it("gives the demo angler's analytics months to chart and a gallery of photos", async () => {
    const year = await get<Analytics>(angler, '/api/analytics/me?range=12m&tz=America%2FNew_York');
    const activeMonths = year.periods.filter((period) => period.posts > 0);
    expect(activeMonths.length).toBeGreaterThanOrEqual(6);
    expect(year.periods.filter((period) => period.likes > 0).length).toBeGreaterThanOrEqual(6);
    expect(year.periods.filter((period) => period.followers > 0).length).toBeGreaterThanOrEqual(5);
    expect(year.totals.followersGained).toBe(year.totals.followers);
    // The finished tournament the angler's team fished, and its judged fish among the catches.
    expect(year.tournamentFinishes.length).toBeGreaterThanOrEqual(1);
    expect(year.totals.catches).toBeGreaterThan(0);
    expect(year.personalBests.length).toBeGreaterThan(0);
    // Old news is read: the angler's bell is not full of last spring's likes.
    const bell = await get<NotificationList>(angler, '/api/notifications');
    const newest = bell.items[0];
    expect(newest && Date.now() - Date.parse(newest.createdAt)).toBeLessThan(3 * 86_400_000);
    const gallery = await get<GalleryPage>(angler, '/api/gallery/mine');
    expect(gallery.items.length).toBeGreaterThanOrEqual(5);
  });

  it('runs once: a second start leaves the community as it was', async () => {
    const before = await get<PostPage>(angler, '/api/feed');
    await seedDemo(t.app);
    const after = await get<PostPage>(angler, '/api/feed');
    expect(after.items.map((post) => post.id)).toEqual(before.items.map((post) => post.id));
  });
});

async function sha256Of(url: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return createHash('sha256').update(response.rawPayload).digest('hex');
}

describe('demo imagery and views', () => {
  it('gives posts about different species different photos', async () => {
    const feed = await get<PostPage>(angler, '/api/feed');
    const sailfish = feed.items.find((post) => post.content.includes('#sailfish')) as Post;
    const smallmouth = feed.items.find((post) => post.content.includes('#smallmouth')) as Post;
    const largemouth = feed.items.find((post) => post.content.startsWith('Personal best!')) as Post;
    const hashes = await Promise.all(
      [sailfish, smallmouth, largemouth].map((post) => sha256Of(post.mediaUrl!)),
    );
    expect(new Set(hashes).size).toBe(3);
  });

  it('draws each demo person a different avatar', async () => {
    const feed = await get<PostPage>(angler, '/api/feed');
    const avatars = [...new Map(feed.items.map((post) => [post.author.id, post.author.avatarUrl])).values()];
    expect(avatars.length).toBeGreaterThanOrEqual(5);
    expect(avatars.every(Boolean)).toBe(true);
    const hashes = await Promise.all(avatars.map((url) => sha256Of(url!)));
    expect(new Set(hashes).size).toBe(avatars.length);
  });

  it('shows every demo post seen by more people than liked it, the older and better liked seen more', async () => {
    const feed = await get<PostPage>(angler, '/api/feed');
    for (const post of feed.items) {
      expect(post.viewsCount, post.content).toBeGreaterThan(0);
      expect(post.viewsCount, post.content).toBeGreaterThanOrEqual(post.likesCount);
    }
    const views = (start: string) => feed.items.find((post) => post.content.startsWith(start))!.viewsCount;
    // Thirty hours and four likes against four hours and one like.
    expect(views('Three sailfish')).toBeGreaterThan(views('Testing a new squarebill') + 10);
  });

  it('puts a cover on every demo event', async () => {
    const list = await get<LeaderboardList>(angler, '/api/leaderboards?filter=all');
    const covers: string[] = [];
    for (const item of list.items) {
      const event = await get<EventDetail>(angler, `/api/events/${item.id}`);
      expect(event.coverImageUrl, item.name).not.toBeNull();
      covers.push(await sha256Of(event.coverImageUrl!));
    }
    expect(new Set(covers).size).toBe(list.items.length);
  });
});

describe('demo tournaments', () => {
  async function board(name: string): Promise<EventLeaderboard> {
    const list = await get<LeaderboardList>(angler, '/api/leaderboards?filter=all');
    const item = list.items.find((candidate) => candidate.name === name);
    expect(item, name).toBeDefined();
    return get<EventLeaderboard>(angler, `/api/leaderboards/${item!.id}`);
  }

  it('shows an event under way with judged catches, a penalty and the big fish', async () => {
    const active = await get<LeaderboardList>(angler, '/api/leaderboards?filter=active');
    expect(active.items.map((item) => item.name)).toEqual(['Lake Erie Bass Open']);
    const live = await board('Lake Erie Bass Open');
    expect(live.standings.map((row) => [row.entrantName, row.total])).toEqual([
      ['Reel Deal', 6830],
      ['Marlin Crew', 6640],
      ['Fine Print Fishing', 3690 - 227],
      ['Lure Lords', 1880],
    ]);
    expect(live.bigFish).toMatchObject({ entrantName: 'Marlin Crew', weightGrams: 2880 });
  });

  it("scores the bass template's 12-inch minimum that its rules text states", async () => {
    const library = await get<RuleSetList>(admin, '/api/admin/rule-sets');
    const bass = library.items.find((item) => item.title.startsWith('Bass'));
    expect(bass?.body).toContain('12 inches (305 mm)');
    expect(bass?.scoring.minimumLengthMm).toEqual({ 'Largemouth bass': 305, 'Smallmouth bass': 305 });
  });

  it('has a finished event with published results and an upcoming one open for registration', async () => {
    const past = await board('Spring Walleye Shootout');
    expect(past.event.resultsPublishedAt).not.toBeNull();
    expect(past.standings.map((row) => row.entrantName)).toEqual([
      'Reel Deal',
      'Marlin Crew',
      'Lure Lords',
      'Fine Print Fishing',
    ]);
    const upcoming = await get<LeaderboardList>(angler, '/api/leaderboards?filter=upcoming');
    expect(upcoming.items.map((item) => item.name)).toEqual(['Bass Islands Classic']);
  });

  it('tells a captain and their crew on the event page that they are registered, and no one else', async () => {
    const live = await board('Lake Erie Bass Open');
    const crew = await signIn(t.app, 'demo-moderator@tightlines.app', DEMO_PASSWORD);
    const director = await signIn(t.app, 'demo-director@tightlines.app', DEMO_PASSWORD);
    const url = `/api/events/${live.event.id}`;
    expect((await get<EventDetail>(angler, url)).myRegistrationId).not.toBeNull();
    expect((await get<EventDetail>(crew, url)).myRegistrationId).not.toBeNull();
    expect((await get<EventDetail>(director, url)).myRegistrationId).toBeNull();
  });

  it("leaves two catches in the director's judging queue", async () => {
    const director = await signIn(t.app, 'demo-director@tightlines.app', DEMO_PASSWORD);
    const live = await board('Lake Erie Bass Open');
    const queue = await get<JudgeQueue>(
      director,
      `/api/tournament-director/events/${live.event.id}/catches?status=pending`,
    );
    expect(queue.catches).toHaveLength(2);
    expect(queue.counts.approved).toBe(9);
  });
  it('prices the upcoming paid event with Ohio tax and shows its refund policy and deadline', async () => {
    const options = await get<RegistrationOptions>(angler, '/api/registrations/options');
    const classic = options.events.find((event) => event.name === 'Bass Islands Classic')!;
    expect(classic.money).toMatchObject({
      refundPolicy: 'partial',
      refundPercentBp: 5_000,
      taxCountry: 'US',
      taxRegion: 'OH',
    });
    expect(Date.parse(classic.money!.refundDeadline!)).toBeLessThan(
      Date.parse(`${classic.startDate}T00:00:00Z`),
    );
    const payer = await buildUser(t.app, { firstName: 'Pat' });
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/registrations',
      headers: as(payer),
      payload: {
        eventId: classic.id,
        entry: 'solo',
        anglers: [{ userId: payer.id, name: 'Pat' }],
        newBoatName: '',
        waiverAccepted: true,
        feeShownMinor: classic.feeMinor,
        divisionId: classic.divisions[0]?.id,
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/payments/quote',
      headers: as(payer),
      payload: { registrationIds: [registered.json<{ id: string }>().id] },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json<Quote>()).toMatchObject({
      subtotalMinor: 25_000,
      taxRate: { name: 'Ohio sales tax', rateBp: 575, inclusive: false },
      taxMinor: 1_438,
      totalMinor: 26_438,
    });
  });
});

// Charters (issue 18): navdemo
describe('demo charters', () => {
  it('seeds four captains and nine approved listings with photos, packages and two months of open trips', async () => {
    const listings = await t.app.db
      .select({
        id: charterListings.id,
        name: charterListings.name,
        kind: charterListings.kind,
        state: charterListings.state,
        fromPriceMinor: charterListings.fromPriceMinor,
        owner: user.email,
      })
      .from(charterListings)
      .innerJoin(user, eq(user.id, charterListings.ownerUserId));
    const approved = listings.filter((listing) => listing.state === 'approved');
    expect(approved).toHaveLength(9);
    expect(approved.filter((listing) => listing.kind === 'charter')).toHaveLength(6);
    expect(
      approved
        .map((listing) => listing.kind)
        .filter((kind) => kind !== 'charter')
        .sort(),
    ).toEqual(['equipment', 'excursion', 'lodging']);
    expect(new Set(listings.map((listing) => listing.owner))).toEqual(
      new Set([
        'demo-captain@tightlines.app',
        'demo-captain-erie@tightlines.app',
        'demo-captain-sound@tightlines.app',
        'demo-captain-keywest@tightlines.app',
      ]),
    );
    expect(approved.every((listing) => (listing.fromPriceMinor ?? 0) > 0)).toBe(true);
    // The admin's queue: one listing of the demo captain's waiting for review.
    expect(listings.filter((listing) => listing.state === 'pending_review').map((l) => l.owner)).toEqual([
      'demo-captain@tightlines.app',
    ]);

    const [photos] = await t.app.db.select({ n: count() }).from(charterPhotos);
    expect(photos!.n).toBeGreaterThanOrEqual(10);
    const photo = await t.app.db.select({ url: charterPhotos.url }).from(charterPhotos).limit(1);
    expect((await t.app.inject({ method: 'GET', url: photo[0]!.url })).statusCode).toBe(200);

    const perListing = await t.app.db
      .select({ listingId: charterSlots.listingId, n: count() })
      .from(charterSlots)
      .where(and(eq(charterSlots.state, 'open'), gt(charterSlots.startsAt, sql`now()`)))
      .groupBy(charterSlots.listingId);
    expect(perListing).toHaveLength(9);
    // One a day for 60 days, less the demo angler's booked trip.
    for (const listing of perListing) expect(listing.n).toBeGreaterThanOrEqual(59);
  });

  it("books the demo angler's next trip, a completed one with a verified review and the captain's reply", async () => {
    const [anglerRow] = await t.app.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, 'demo-angler@tightlines.app'));
    const bookings = await t.app.db
      .select({
        state: charterBookings.state,
        listing: charterListings.name,
        paidMinor: charterBookings.paidMinor,
        depositMinor: charterBookings.depositMinor,
        totalMinor: charterBookings.totalMinor,
        commissionMinor: charterBookings.commissionMinor,
        slotState: charterSlots.state,
        startsAt: charterSlots.startsAt,
      })
      .from(charterBookings)
      .innerJoin(charterListings, eq(charterListings.id, charterBookings.listingId))
      .innerJoin(charterSlots, eq(charterSlots.id, charterBookings.slotId))
      .where(eq(charterBookings.anglerUserId, anglerRow!.id));
    const confirmed = bookings.find((booking) => booking.state === 'confirmed')!;
    expect(confirmed).toMatchObject({ listing: 'Reel Easy: Islamorada offshore', slotState: 'booked' });
    expect(confirmed.startsAt.getTime()).toBeGreaterThan(Date.now());
    expect(confirmed.paidMinor).toBe(confirmed.depositMinor);
    // The platform's 10 % by default, shown to captains up front.
    expect(confirmed.commissionMinor).toBe(confirmed.totalMinor / 10);
    const completed = bookings.find((booking) => booking.state === 'completed')!;
    expect(completed.startsAt.getTime()).toBeLessThan(Date.now());

    const reviews = await t.app.db
      .select({
        text: charterReviews.text,
        reply: charterReviews.reply,
        bookingState: charterBookings.state,
        author: charterReviews.authorUserId,
        angler: charterBookings.anglerUserId,
      })
      .from(charterReviews)
      .innerJoin(charterBookings, eq(charterBookings.id, charterReviews.bookingId));
    expect(reviews.length).toBeGreaterThanOrEqual(4);
    // Verified: every review comes from its own completed booking.
    for (const review of reviews) {
      expect(review.bookingState).toBe('completed');
      expect(review.author).toBe(review.angler);
    }
    const mine = reviews.find((review) => review.author === anglerRow!.id)!;
    expect(mine.text).toMatch(/^Two sailfish released/);
    expect(mine.reply).toMatch(/^Thanks Casey!/);

    const [reelEasy] = await t.app.db
      .select({ rating: charterListings.ratingAverage, reviews: charterListings.reviewCount })
      .from(charterListings)
      .where(eq(charterListings.name, 'Reel Easy: Islamorada offshore'));
    expect(reelEasy).toEqual({ rating: 4.6, reviews: 2 });
  });

  it('leaves requests waiting: one to the demo captain, one from the demo angler, each in a conversation', async () => {
    const requests = await t.app.db
      .select({
        listing: charterListings.name,
        owner: charterListings.ownerUserId,
        state: charterRequests.state,
        expiresAt: charterRequests.expiresAt,
        conversationId: charterRequests.conversationId,
      })
      .from(charterRequests)
      .innerJoin(charterListings, eq(charterListings.id, charterRequests.listingId))
      .where(isNotNull(charterRequests.conversationId));
    expect(requests.map((request) => [request.listing, request.state]).sort()).toEqual([
      ['Backcountry flats skiff', 'pending'],
      ['Walleye Express', 'pending'],
    ]);
    for (const request of requests) expect(request.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('finds the approved listings through the public search, by words, kind and place, and never the one in review', async () => {
    const walleye = await get<ListingPage>(angler, '/api/charters?q=walleye');
    expect(walleye.items.map((item) => item.name)).toContain('Walleye Express');
    const nearErie = await get<ListingPage>(
      angler,
      '/api/charters?lat=41.51&lng=-82.94&radiusKm=30&sort=distance',
    );
    expect(nearErie.items.map((item) => item.name)).toEqual(['Walleye Express', 'Perch Patrol pontoon']);
    expect(nearErie.items[0]!.cover).not.toBeNull();
    const hub = await Promise.all(
      (['lodging', 'equipment', 'excursion'] as const).map((kind) =>
        get<ListingPage>(angler, `/api/charters?kind=${kind}`),
      ),
    );
    expect(hub.map((page) => page.items.length)).toEqual([1, 1, 1]);
    const all = await get<ListingPage>(angler, '/api/charters?limit=50');
    expect(all.total).toBe(6);
    expect(all.items.map((item) => item.name)).not.toContain('Marathon reef and wreck trips');
  });

  it("shows the verified reviews with the captain's reply, the angler's trips and the captain's waiting request", async () => {
    const page = await get<ListingPage>(angler, '/api/charters?q=Reel%20Easy');
    const reelEasy = page.items.find((item) => item.name.startsWith('Reel Easy'))!;
    expect(reelEasy.ratingAverage).toBe(4.6);
    const reviews = await get<CharterReviewPage>(angler, `/api/charters/${reelEasy.id}/reviews`);
    const casey = reviews.items.find((review) => review.author.firstName === 'Casey')!;
    expect(casey.reply).toMatch(/^Thanks Casey!/);
    expect(casey.packageName).toBe('Half day offshore');

    const mine = await get<CharterBookingList>(angler, '/api/charters/bookings/mine?scope=upcoming');
    expect(mine.items.map((booking) => [booking.listing.name, booking.state])).toEqual([
      ['Reel Easy: Islamorada offshore', 'confirmed'],
    ]);
    const past = await get<CharterBookingList>(angler, '/api/charters/bookings/mine?scope=past');
    expect(past.items.map((booking) => [booking.state, booking.reviewId !== null])).toEqual([
      ['completed', true],
    ]);

    const captain = await signIn(t.app, 'demo-captain@tightlines.app', DEMO_PASSWORD);
    const dashboard = await get<CaptainDashboard>(captain, '/api/captain/dashboard');
    expect(dashboard).toMatchObject({ hasListings: true, commissionBp: 1_000, requestsWaiting: 1 });
    // What the captain took in person for the trips and the deposit reaches the ledger, less the commission.
    expect(dashboard.earningsThisMonth).toEqual([
      expect.objectContaining({ currency: 'USD', netMinor: expect.any(Number) as number }),
    ]);
    const month = dashboard.earningsThisMonth[0]!;
    // Two completed Reel Easy half days (650 USD each) and the upcoming trip's deposit, 10 % kept.
    expect(month.grossMinor).toBeGreaterThan(2 * 65_000);
    expect(month.commissionMinor * 10).toBe(month.grossMinor);
    expect(month.netMinor).toBe(month.grossMinor - month.commissionMinor);
    expect(dashboard.listingsByState).toEqual(
      expect.arrayContaining([
        { state: 'approved', count: 3 },
        { state: 'pending_review', count: 1 },
      ]),
    );
  });

  it("unlocks the demo angler's achievements from their seeded activity and computes the leaderboards", async () => {
    const me = await get<{ user: { id: string } }>(angler, '/api/me');
    const mine = await get<MyAchievements>(angler, '/api/achievements');
    expect(mine.unlockedCount).toBeGreaterThan(0);
    expect(mine.totalPoints).toBe(
      mine.items.filter((item) => item.unlockedAt !== null).reduce((sum, item) => sum + item.points, 0),
    );
    expect(mine.items.find((item) => item.key === 'first_post')?.unlockedAt).not.toBeNull();
    const stats = await get<StatsSummary>(angler, `/api/stats/${me.user.id}`);
    expect(stats.totalAchievements).toBe(mine.unlockedCount);
    expect(stats.rankPosition).not.toBeNull();
    for (const timeframe of ['all_time', 'monthly'])
      expect(
        (await get<PointsBoard>(angler, `/api/leaderboards/points?timeframe=${timeframe}`)).items.length,
      ).toBeGreaterThan(0);
    expect((await get<TopPeople>(angler, '/api/people/top-anglers')).items.length).toBeGreaterThan(1);
  });
});

describe('demo saved and scheduled posts (issue 19)', () => {
  it('gives the demo angler saved posts in two collections and two posts scheduled for the coming days', async () => {
    const collections = await get<{ items: { name: string; postsCount: number }[]; savedCount: number }>(
      angler,
      '/api/collections',
    );
    expect(collections.items.map((item) => item.name)).toEqual(['Lure ideas', 'Trips to plan']);
    expect(collections.items.every((item) => item.postsCount > 0)).toBe(true);
    expect(collections.savedCount).toBeGreaterThan(2);
    const saved = await get<{ items: unknown[] }>(angler, '/api/saved');
    expect(saved.items.length).toBe(collections.savedCount);
    const scheduled = await get<{ items: { state: string; publishAt: string }[] }>(
      angler,
      '/api/scheduled-posts',
    );
    expect(scheduled.items).toHaveLength(2);
    for (const item of scheduled.items) {
      expect(item.state).toBe('scheduled');
      expect(new Date(item.publishAt).getTime()).toBeGreaterThan(Date.now());
    }
  });
});

// Fishing reports and location tags (issue 19)
describe('demo fishing reports', () => {
  it('lists a dozen public reports from several demo people, newest fishing first, filterable by place and species', async () => {
    const first = await get<FishingReportPage>(angler, '/api/fishing-reports');
    expect(first.items).toHaveLength(12);
    expect(new Set(first.items.map((report) => report.author.id)).size).toBeGreaterThanOrEqual(5);
    const days = first.items.map((report) => report.fishedOn);
    expect(days).toEqual([...days].sort().reverse());
    const fork = await get<FishingReportPage>(angler, '/api/fishing-reports?place=lake%20fork&species=bass');
    expect(fork.items.length).toBe(3);
  });

  it('ranks the places people share most in trending locations and puts shared spots on the map', async () => {
    const trending = await get<TrendingLocations>(angler, '/api/locations/trending');
    expect(trending.items.length).toBeGreaterThanOrEqual(6);
    expect(trending.items.length).toBeLessThanOrEqual(8);
    // Three reports and two posts at Lake Fork.
    expect(trending.items[0]).toMatchObject({ name: 'Lake Fork', placeType: 'lake', count: 5 });
    const map = await get<LocationMap>(angler, '/api/locations/map?south=-90&west=-180&north=90&east=180');
    expect(map.items.map((spot) => spot.name)).toEqual(expect.arrayContaining(['Kona Coast', 'Kenai River']));
  });
});
