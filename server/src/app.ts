import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { fastifyTrustProxy, type Config } from './config';
import type { Database, Db } from './db/client';
import { createAuth, type Auth } from './auth/auth';
import { authRoutes } from './auth/routes';
import { sessionOf } from './auth/guard';
import { createSessionLookup } from './auth/session-lookup';
import { createBetterAuthSessionLookup } from './auth/session-lookup-better-auth';
import { sessionCacheInvalidation, SessionCache } from './auth/session-cache';
import type { SessionEnd } from './auth/session-end';
import { createMailer, type Mailer } from './mail/mailer';
import { installErrorHandler } from './lib/error-handler';
import { responseSerializerCompiler } from './lib/response-serializer';
import { appOrigins, installOriginCheck } from './lib/origin-check';
import { installTextInputCheck } from './lib/text-input';
import { installRateLimits } from './lib/install-rate-limits';
import { installSecurityHeaders } from './lib/security-headers';
import { healthRoutes } from './features/health/routes';
import { accountRoutes } from './features/account/routes';
import { contactRoutes } from './features/contact/routes';
import { demoRoutes } from './features/demo/routes';
import { mfaRoutes } from './features/mfa/routes';
import { adminRoutes } from './features/admin/routes';
import { moderationAdminRoutes } from './features/moderation/admin-routes';
import { postRoutes } from './features/posts/routes';
import { feedRoutes } from './features/posts/feed-routes';
import { hashtagRoutes } from './features/hashtags/routes';
import { createRealtime, type Realtime } from './realtime/realtime';
import { createJobRunner, type JobHandler, type JobRunner } from './jobs/runner';
import { NOTIFICATION_DIGEST_QUEUE, notificationDigestJob } from './features/notifications/digest';
import { FOLLOW_BACKFILL_QUEUE, followBackfillJob } from './features/feed/backfill';
import { EVENT_REMINDER_QUEUE, eventReminderJob } from './features/reminders/job';
import { PUSH_QUEUE, pushJob } from './features/push/send';
import { pushRoutes } from './features/push/routes';
import { notificationRoutes } from './features/notifications/routes';
import { messageRoutes } from './features/messages/routes';
import { MESSAGE_EMAIL_QUEUE, messageEmailJob } from './features/messages/email';
import { activityRoutes } from './features/activities/routes';
import { followRoutes } from './features/follows/routes';
import { peopleRoutes } from './features/people/routes';
import { profileRoutes } from './features/profiles/routes';
import { teamRoutes } from './features/teams/routes';
import { boatRoutes } from './features/boats/routes';
import { registrationRoutes } from './features/registrations/routes';
import { directorRegistrationRoutes } from './features/registrations/director-routes';
import { tournamentRoutes } from './features/tournaments/routes';
import { directorRoutes, ruleSetAdminRoutes } from './features/tournaments/director-routes';
import { catchRoutes } from './features/catches/routes';
import { judgingRoutes } from './features/judging/routes';
import { leaderboardRoutes } from './features/leaderboards/routes';
import { homeRoutes } from './features/home/routes';
import { safetyRoutes } from './features/safety/routes';
import { moderationRoutes } from './features/moderation/routes';
// Groups (issue 16)
import { groupRoutes } from './features/groups/routes';
import { GROUP_POST_QUEUE, groupPostJob } from './features/groups/notifications';
// Forums (issue 16)
import { forumAdminRoutes, forumRoutes } from './features/forums/routes';
import { installSuspensionCheck } from './features/moderation/suspension';
import { isBanned } from './features/moderation/repo';
import { registerStorage } from './storage/register';
import { closeRedis } from './lib/redis';
import { IMAGE_MAX_BYTES } from '@tightlines/domain/social/limits';
// Community events and calendar (events-server)
import { communityEventRoutes } from './features/community-events/routes';
// Payments (issue 17): money-admin
import { moneyAdminRoutes } from './features/payments/money-admin-routes';
// Payments (issue 17): subs-hub
import { hubRoutes } from './features/payments/hub-routes';
import { charterAdminRoutes, charterListingRoutes } from './features/charters/listings/routes';
import { PAYOUT_QUEUE, payoutJob } from './features/payments/payouts';
// Payments (issue 17): pay-core
import { paymentRoutes } from './features/payments/routes';
import { stripeWebhookRoutes } from './features/payments/webhook-routes';
// Charters (issue 18): reviews and the captain's office
import { charterReviewRoutes } from './features/charters/reviews/routes';
import { fishingReportRoutes } from './features/fishing-reports/routes';
import { locationRoutes } from './features/locations/routes';
// Issue 19: personal analytics and the gallery
import { analyticsRoutes } from './features/analytics/routes';
import { captainOfficeRoutes } from './features/charters/office/routes';
import { charterSearchRoutes } from './features/charters/search/routes';
import { HOLD_RELEASE_QUEUE, holdReleaseJob } from './features/payments/holds';
import { charterBookingRoutes } from './features/charters/bookings/routes';
// Angler tools (issue 19): the catch log and the tackle box
import { catchLogRoutes, tackleRoutes } from './features/angler-log/routes';
import { CHARTER_BOOKINGS_QUEUE, charterBookingsJob } from './features/charters/bookings/jobs';
// Achievements, XP, stats and social leaderboards (issue 19)
import { achievementRoutes } from './features/achievements/routes';
import {
  ACHIEVEMENTS_QUEUE,
  ACHIEVEMENTS_SWEEP_QUEUE,
  SOCIAL_LEADERBOARDS_QUEUE,
  achievementsJob,
  achievementsSweepJob,
  socialLeaderboardsJob,
} from './features/achievements/jobs';
// Issue 19: saved posts, collections and scheduled posts
import { savedRoutes } from './features/saved/routes';
import { scheduledPostRoutes } from './features/scheduled-posts/routes';
import { SCHEDULED_POSTS_QUEUE, scheduledPostsJob } from './features/scheduled-posts/jobs';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** Connections for the lists of posts (Database['lists']). */
    listDb: Db;
    dbKind: Database['kind'];
    auth: Auth;
    lookupSession: ReturnType<typeof createSessionLookup>['lookupSession'];
    /** Drops kept session lookups after a change to a session, a person or their roles (auth/session-cache.ts). */
    forgetSessions: (change: SessionEnd) => void;
    mailer: Mailer;
    redis: Redis | undefined;
    realtime: Realtime;
    jobs: JobRunner;
  }
}

/** Every queue the job runner serves, by name. A feature with background work adds its handler here. */
const JOB_HANDLERS: Record<string, JobHandler<never>> = {
  [NOTIFICATION_DIGEST_QUEUE]: notificationDigestJob,
  [FOLLOW_BACKFILL_QUEUE]: followBackfillJob,
  [EVENT_REMINDER_QUEUE]: eventReminderJob,
  [PUSH_QUEUE]: pushJob,
  [MESSAGE_EMAIL_QUEUE]: messageEmailJob,
  // Groups (issue 16)
  [GROUP_POST_QUEUE]: groupPostJob,
  // Payments (issue 17): subs-hub
  [PAYOUT_QUEUE]: payoutJob,
  // Payments (issue 17): pay-core
  [HOLD_RELEASE_QUEUE]: holdReleaseJob,
  // Charters (issue 18): bookings (request expiry, deposit holds, trip reminders)
  [CHARTER_BOOKINGS_QUEUE]: charterBookingsJob,
  // Achievements (issue 19): unlocks, the catch-log sweep and the social leaderboards
  [ACHIEVEMENTS_QUEUE]: achievementsJob,
  [ACHIEVEMENTS_SWEEP_QUEUE]: achievementsSweepJob,
  [SOCIAL_LEADERBOARDS_QUEUE]: socialLeaderboardsJob,
  // Issue 19: scheduled posts are published every minute
  [SCHEDULED_POSTS_QUEUE]: scheduledPostsJob,
};

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Tests pass a pino-compatible level; production logs JSON at config.logLevel. */
  logger?: boolean;
  /** Sees every route as it is added (the authorization matrix and the contract fuzzing build their route tables from it). */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the whole server; tests drive it with app.inject(), main.ts listens. */
export async function buildApp({
  config,
  database,
  logger = true,
  onRoute,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] }
      : false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(config.trustProxy),
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ check: config.checkResponses }));

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    db: database.db,
    log: app.log,
    logText: config.logMailText,
  });
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('listDb', database.lists);
  app.decorate('dbKind', database.kind);
  app.decorate('mailer', mailer);
  app.decorate('redis', redis);
  app.decorate(
    'auth',
    // The realtime server is made below; a session can only end once requests are being served.
    createAuth({
      config,
      db: database.db,
      mailer,
      onSessionEnd: (end) => {
        app.forgetSessions(end);
        app.realtime.end(end);
      },
      onUserChanged: (userId) => app.forgetSessions({ kind: 'user', userId }),
      redis,
      refuseSession: async (userId) => ((await isBanned(database.db, userId)) ? 'accountBanned' : null),
    }),
  );
  const sessionCache = new SessionCache(config.sessionCacheMs);
  app.decorate(
    'lookupSession',
    config.sessionLookup === 'custom'
      ? createSessionLookup(app, database.prepared, sessionCache).lookupSession
      : createBetterAuthSessionLookup(app, database.prepared).lookupSession,
  );
  app.decorate('forgetSessions', sessionCacheInvalidation(app, sessionCache));
  app.decorate('realtime', createRealtime(app));
  // Polling starts in main.ts (app.jobs.start()); tests drive it with app.jobs.runOnce().
  app.decorate('jobs', createJobRunner(app, JOB_HANDLERS, { pollIntervalMs: config.jobPollIntervalMs }));
  app.addHook('onClose', async () => {
    await app.jobs.stop();
  });
  app.addHook('onClose', async () => {
    if (redis) await closeRedis(redis);
  });

  installErrorHandler(app);
  installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    enableDraftSpec: true,
    ...(redis ? { redis, nameSpace: 'tl-rl:' } : {}),
  });
  installRateLimits(app, sessionOf);
  installOriginCheck(app, appOrigins(config.appUrl));
  installTextInputCheck(app);
  installSuspensionCheck(app);
  // One file per request (an image), a few small fields; a bigger file stops the upload early (413).
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12 },
  });
  await registerStorage(app, config);

  await app.register(swagger, {
    openapi: { info: { title: 'Tightlines API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(accountRoutes, { prefix: '/api' });
  await app.register(contactRoutes, { prefix: '/api' });
  await app.register(demoRoutes, { prefix: '/api' });
  await app.register(mfaRoutes, { prefix: '/api' });
  await app.register(adminRoutes, { prefix: '/api/admin' });
  await app.register(moderationAdminRoutes, { prefix: '/api/admin' });
  await app.register(postRoutes, { prefix: '/api' });
  await app.register(feedRoutes, { prefix: '/api' });
  await app.register(hashtagRoutes, { prefix: '/api' });
  await app.register(notificationRoutes, { prefix: '/api' });
  await app.register(messageRoutes, { prefix: '/api' });
  await app.register(activityRoutes, { prefix: '/api' });
  await app.register(followRoutes, { prefix: '/api' });
  await app.register(peopleRoutes, { prefix: '/api' });
  await app.register(profileRoutes, { prefix: '/api' });
  await app.register(teamRoutes, { prefix: '/api' });
  await app.register(boatRoutes, { prefix: '/api' });
  await app.register(registrationRoutes, { prefix: '/api' });
  await app.register(directorRegistrationRoutes, { prefix: '/api' });
  await app.register(tournamentRoutes, { prefix: '/api' });
  await app.register(directorRoutes, { prefix: '/api/tournament-director' });
  await app.register(ruleSetAdminRoutes, { prefix: '/api/admin' });
  await app.register(catchRoutes, { prefix: '/api' });
  await app.register(judgingRoutes, { prefix: '/api/tournament-director' });
  await app.register(leaderboardRoutes, { prefix: '/api' });
  await app.register(homeRoutes, { prefix: '/api' });
  await app.register(safetyRoutes, { prefix: '/api' });
  await app.register(pushRoutes, { prefix: '/api/push' });
  await app.register(moderationRoutes, { prefix: '/api' });
  // Groups (issue 16)
  await app.register(groupRoutes, { prefix: '/api' });
  // Community events and calendar (events-server)
  await app.register(communityEventRoutes, { prefix: '/api' });
  // Forums (issue 16)
  await app.register(forumRoutes, { prefix: '/api' });
  await app.register(forumAdminRoutes, { prefix: '/api/admin' });
  // Payments (issue 17): money-admin
  await app.register(moneyAdminRoutes, { prefix: '/api' });
  // Payments (issue 17): subs-hub
  await app.register(hubRoutes, { prefix: '/api' });
  // Payments (issue 17): pay-core
  await app.register(paymentRoutes, { prefix: '/api' });
  await app.register(stripeWebhookRoutes, { prefix: '/api' });
  // Charters (issue 18): reviews and the captain's office
  await app.register(charterReviewRoutes, { prefix: '/api' });
  await app.register(fishingReportRoutes, { prefix: '/api' });
  await app.register(locationRoutes, { prefix: '/api' });
  await app.register(captainOfficeRoutes, { prefix: '/api' });
  // Charters (issue 18): search
  await app.register(charterSearchRoutes, { prefix: '/api' });
  // Charters (issue 18): bookings
  await app.register(charterBookingRoutes, { prefix: '/api' });
  // Issue 19: saved posts, collections and scheduled posts
  await app.register(savedRoutes, { prefix: '/api' });
  await app.register(scheduledPostRoutes, { prefix: '/api' });
  await app.register(catchLogRoutes, { prefix: '/api' });
  await app.register(tackleRoutes, { prefix: '/api' });
  // Charters (issue 18): listings
  await app.register(charterListingRoutes, { prefix: '/api' });
  await app.register(charterAdminRoutes, { prefix: '/api/admin' });
  // Issue 19: personal analytics and the gallery
  await app.register(analyticsRoutes, { prefix: '/api' });
  // Achievements, XP, stats and social leaderboards (issue 19)
  await app.register(achievementRoutes, { prefix: '/api' });

  await serveWeb(app, config.webDistDir);
  return app;
}

/** The service worker (web/public/service-worker.js): offline shell, queued catches and Web Push. */
const SERVICE_WORKER_FILE = 'service-worker.js';

/** Serves the built SPA; any non-API GET falls back to index.html so client routes (and /404) work. */
async function serveWeb(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(path.join(distDir, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    maxAge: '1y',
    immutable: true,
    // The service worker keeps its name across builds: browsers must always check it for a new version.
    setHeaders: (reply, filePath) => {
      if (path.basename(filePath) === SERVICE_WORKER_FILE)
        reply.header('cache-control', 'no-cache').header('service-worker-allowed', '/');
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (urlPath.startsWith('/api/')) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { maxAge: 0, immutable: false });
  });
}
