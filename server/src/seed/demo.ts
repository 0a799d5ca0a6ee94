import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@tightlines/domain/demo/contract';
import { appSettings, user } from '#server/db/schema';
import { grantRole } from '#server/features/roles/service';
import { signUp, signUpFormFor } from '#server/features/account/service';
import { markDemoAccount } from '#server/features/demo/service';
import { isLoopbackUrl } from '#server/config';
import { DEMO_WHO, seedDemoSocial, type DemoWho } from './demo-social';
import { seedDemoTournaments } from './demo-tournaments';
import { seedDemoMessages } from './demo-messages';
import { seedDemoModeration } from './demo-moderation';
// Groups (issue 16)
import { seedDemoGroups } from './demo-groups';
// Community events and calendar (events-server)
import { seedDemoEvents } from './demo-events';
// Forums (issue 16)
import { seedDemoForums } from './demo-forums';
import { seedDemoPayments } from './demo-payments';
// Charters (issue 18): navdemo
import { seedDemoCharters } from './demo-charters';
import { seedDemoFishingReports } from './demo-fishing-reports';
// Issue 19: the demo angler's season for analytics and the gallery
import { seedDemoAnalytics } from './demo-analytics';
import { seedDemoRewards } from './demo-rewards';
import { seedDemoSaved } from './demo-saved';
// Angler tools (issue 19)
import { seedDemoAnglerLog } from './demo-angler-log';

const SEEDED_KEY = 'demo_seeded_at';
/** Tournaments came later: a database seeded before them gets them on its next start. */
const TOURNAMENTS_SEEDED_KEY = 'demo_tournaments_seeded_at';
/** Messages came later still (after the teams, whose chats they use). */
const MESSAGES_SEEDED_KEY = 'demo_messages_seeded_at';
/** The moderation queue came after the messages (a reported message is one of them). */
const MODERATION_SEEDED_KEY = 'demo_moderation_seeded_at';
/** Groups (issue 16) came after the moderation queue. */
const GROUPS_SEEDED_KEY = 'demo_groups_seeded_at';
// Community events and calendar (events-server): after the groups, whose events some are.
const EVENTS_SEEDED_KEY = 'demo_community_events_seeded_at';
// Forums (issue 16)
const FORUMS_SEEDED_KEY = 'demo_forums_seeded_at';
/** Payments (issue 17): tax rates, plans and a director's discount code. */
const PAYMENTS_SEEDED_KEY = 'demo_payments_seeded_at';
/** Charters (issue 18): captains, listings, trips, bookings and reviews, after the payments they are paid through. */
const CHARTERS_SEEDED_KEY = 'demo_charters_seeded_at';
// Fishing reports and location tags (issue 19)
const FISHING_REPORTS_SEEDED_KEY = 'demo_fishing_reports_seeded_at';
/** Issue 19: the demo angler's months of posts, likes and new followers, for analytics and the gallery. */
const ANALYTICS_SEEDED_KEY = 'demo_analytics_seeded_at';
// Achievements and leaderboards (issue 19)
const REWARDS_SEEDED_KEY = 'demo_rewards_seeded_at';
const SAVED_SEEDED_KEY = 'demo_saved_seeded_at';
const ANGLER_LOG_SEEDED_KEY = 'demo_angler_log_seeded_at';

/**
 * Start-up: seeds the demo when it is configured. Anywhere but this machine only (SEED_DEMO=true with a
 * public APP_URL) the log says loudly that anyone can sign in as the demo admin.
 */
export async function seedDemoIfConfigured(app: FastifyInstance): Promise<boolean> {
  if (!app.config.seedDemo) return false;
  if (!isLoopbackUrl(app.config.appUrl))
    app.log.warn(
      { appUrl: app.config.appUrl },
      'SEED_DEMO=true on a public address: the demo accounts (admin included) sign in with a password ' +
        'anyone can read at /api/demo/accounts. Use this only for a public demo, never with real people; ' +
        'unset SEED_DEMO to turn it off.',
    );
  await seedDemo(app);
  return true;
}

/**
 * Seeds the demo accounts once, through the same sign-up service people use (they are pre-confirmed), and
 * their community: profiles, follows, posts, likes and comments.
 */
export async function seedDemo(app: FastifyInstance): Promise<void> {
  const [done] = await app.db.select().from(appSettings).where(eq(appSettings.key, SEEDED_KEY));
  if (!done) await seedDemoAccounts(app);
  const [tournamentsDone] = await app.db
    .select()
    .from(appSettings)
    .where(eq(appSettings.key, TOURNAMENTS_SEEDED_KEY));
  if (!tournamentsDone) {
    await seedDemoTournaments(app, await demoIds(app));
    await app.db.insert(appSettings).values({ key: TOURNAMENTS_SEEDED_KEY, value: new Date().toISOString() });
    app.log.info('demo tournaments seeded');
  }
  const [messagesDone] = await app.db
    .select()
    .from(appSettings)
    .where(eq(appSettings.key, MESSAGES_SEEDED_KEY));
  if (!messagesDone) {
    await seedDemoMessages(app, await demoIds(app));
    await app.db.insert(appSettings).values({ key: MESSAGES_SEEDED_KEY, value: new Date().toISOString() });
    app.log.info('demo conversations seeded');
  }
  const [moderationDone] = await app.db
    .select()
    .from(appSettings)
    .where(eq(appSettings.key, MODERATION_SEEDED_KEY));
  if (!moderationDone) {
    await seedDemoModeration(app, await demoIds(app));
    await app.db.insert(appSettings).values({ key: MODERATION_SEEDED_KEY, value: new Date().toISOString() });
    app.log.info('demo moderation queue seeded');
  }
  // Groups (issue 16)
  const [groupsDone] = await app.db.select().from(appSettings).where(eq(appSettings.key, GROUPS_SEEDED_KEY));
  if (!groupsDone) {
    await seedDemoGroups(app, await demoIds(app));
    await app.db.insert(appSettings).values({ key: GROUPS_SEEDED_KEY, value: new Date().toISOString() });
    app.log.info('demo groups seeded');
  }
  // Community events and calendar (events-server): the last step.
  const [eventsDone] = await app.db.select().from(appSettings).where(eq(appSettings.key, EVENTS_SEEDED_KEY));
  if (!eventsDone) {
    await seedDemoEvents(app, await demoIds(app));
    await app.db.insert(appSettings).values({ key: EVENTS_SEEDED_KEY, value: new Date().toISOString() });
    app.log.info('demo community events seeded');
  }
  // Forums (issue 16)
  const [forumsDone] = await app.db.select().from(appSettings).where(eq(appSettings.key, FORUMS_SEEDED_KEY));
  if (!forumsDone) {
    await seedDemoForums(app, await demoIds(app));
    await app.db.insert(appSettings).values({ key: FORUMS_SEEDED_KEY, value: new Date().toISOString() });
    app.log.info('demo forums seeded');
  }
  // Payments (issue 17)
  const [paymentsDone] = await app.db
    .select()
    .from(appSettings)
    .where(eq(appSettings.key, PAYMENTS_SEEDED_KEY));
  if (!paymentsDone) {
    await seedDemoPayments(app, await demoIds(app));
    await app.db.insert(appSettings).values({ key: PAYMENTS_SEEDED_KEY, value: new Date().toISOString() });
    app.log.info('demo payments seeded');
  }
  // Charters (issue 18)
  const [chartersDone] = await app.db
    .select()
    .from(appSettings)
    .where(eq(appSettings.key, CHARTERS_SEEDED_KEY));
  if (!chartersDone) {
    await seedDemoCharters(app, await demoIds(app));
    await app.db.insert(appSettings).values({ key: CHARTERS_SEEDED_KEY, value: new Date().toISOString() });
    app.log.info('demo charters seeded');
  }
  // Fishing reports and location tags (issue 19)
  const [reportsDone] = await app.db
    .select()
    .from(appSettings)
    .where(eq(appSettings.key, FISHING_REPORTS_SEEDED_KEY));
  if (!reportsDone) {
    await seedDemoFishingReports(app, await demoIds(app));
    await app.db
      .insert(appSettings)
      .values({ key: FISHING_REPORTS_SEEDED_KEY, value: new Date().toISOString() });
    app.log.info('demo fishing reports seeded');
  }
  // Issue 19: analytics and the gallery
  const [analyticsDone] = await app.db
    .select()
    .from(appSettings)
    .where(eq(appSettings.key, ANALYTICS_SEEDED_KEY));
  if (!analyticsDone) {
    await seedDemoAnalytics(app, await demoIds(app));
    await app.db.insert(appSettings).values({ key: ANALYTICS_SEEDED_KEY, value: new Date().toISOString() });
    app.log.info('demo analytics history seeded');
  }
  // Issue 19: saved posts, collections and scheduled posts
  const [savedDone] = await app.db.select().from(appSettings).where(eq(appSettings.key, SAVED_SEEDED_KEY));
  if (!savedDone) {
    await seedDemoSaved(app, await demoIds(app));
    await app.db.insert(appSettings).values({ key: SAVED_SEEDED_KEY, value: new Date().toISOString() });
    app.log.info('demo saved and scheduled posts seeded');
  }
  // Angler tools (issue 19): the demo angler's tackle box and catch log
  const [anglerLogDone] = await app.db
    .select()
    .from(appSettings)
    .where(eq(appSettings.key, ANGLER_LOG_SEEDED_KEY));
  if (!anglerLogDone) {
    await seedDemoAnglerLog(app, await demoIds(app));
    await app.db.insert(appSettings).values({ key: ANGLER_LOG_SEEDED_KEY, value: new Date().toISOString() });
    app.log.info('demo catch log and tackle box seeded');
  }
  // Achievements and leaderboards (issue 19): last, so every seeded activity counts.
  const [rewardsDone] = await app.db
    .select()
    .from(appSettings)
    .where(eq(appSettings.key, REWARDS_SEEDED_KEY));
  if (!rewardsDone) {
    await seedDemoRewards(app);
    await app.db.insert(appSettings).values({ key: REWARDS_SEEDED_KEY, value: new Date().toISOString() });
  }
}

/** The demo accounts' ids by the seed's nickname for each role. */
async function demoIds(app: FastifyInstance): Promise<Record<DemoWho, string>> {
  const ids: Partial<Record<DemoWho, string>> = {};
  for (const account of DEMO_ACCOUNTS) {
    const [row] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, account.email));
    const who = DEMO_WHO[account.role];
    if (!row || !who) throw new Error(`demo account ${account.email} is missing`);
    ids[who] = row.id;
  }
  return ids as Record<DemoWho, string>;
}

async function seedDemoAccounts(app: FastifyInstance): Promise<void> {
  const ids: Partial<Record<DemoWho, string>> = {};
  for (const account of DEMO_ACCOUNTS) {
    const { firstName, lastName, email } = account;
    await signUp(app, signUpFormFor({ firstName, lastName, email, password: DEMO_PASSWORD }), new Headers());
    await app.db.update(user).set({ emailVerified: true }).where(eq(user.email, account.email));
    const [created] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, account.email));
    if (!created) throw new Error(`demo account ${account.email} was not created`);
    await markDemoAccount(app.db, created.id);
    if (account.role !== 'user') await grantRole(app.db, created.id, account.role);
    const who = DEMO_WHO[account.role];
    if (who) ids[who] = created.id;
  }
  await seedDemoSocial(app, ids);
  await app.db.insert(appSettings).values({ key: SEEDED_KEY, value: new Date().toISOString() });
  app.log.info({ accounts: DEMO_ACCOUNTS.length }, 'demo accounts seeded');
}
