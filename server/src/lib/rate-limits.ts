import type { FastifyRequest } from 'fastify';

export interface Limit {
  max: number;
  windowMs: number;
}

/** Each class is counted per signed-in person and per client address; whichever runs out first answers 429. */
export interface ClassLimit {
  perPerson: Limit;
  perIp: Limit;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The content limits, in the spirit of Mastodon's (300 statuses / 3 h, 30 media / 30 min, 400 follows / 24 h,
 * 1,500 API calls / 5 min per account). An address is allowed several people's worth: a tournament venue's
 * wi-fi puts a whole field of anglers behind one address.
 */
export const DEFAULT_RATE_LIMITS = {
  /**
   * Every /api route outside /api/auth (which has its own limits): per person when signed in, else per address
   * (as Mastodon's API throttles; every request of the hot path pays for one count, not two).
   */
  api: { perPerson: { max: 1500, windowMs: 5 * MINUTE }, perIp: { max: 3000, windowMs: 5 * MINUTE } },
  post: { perPerson: { max: 300, windowMs: 3 * HOUR }, perIp: { max: 1500, windowMs: 3 * HOUR } },
  comment: { perPerson: { max: 300, windowMs: 3 * HOUR }, perIp: { max: 1500, windowMs: 3 * HOUR } },
  /** Direct and group messages (a lively chat sends a few a minute; a spammer thousands). */
  message: { perPerson: { max: 300, windowMs: HOUR }, perIp: { max: 3000, windowMs: HOUR } },
  /** Reports of content and people (a person reports a few things a day; a brigade hundreds). */
  report: { perPerson: { max: 20, windowMs: HOUR }, perIp: { max: 200, windowMs: HOUR } },
  /** Likes, unlikes and shares: each can notify someone. */
  like: { perPerson: { max: 500, windowMs: HOUR }, perIp: { max: 2500, windowMs: HOUR } },
  /** Following a person, a team or a hashtag (unfollowing is never refused). */
  follow: { perPerson: { max: 400, windowMs: 24 * HOUR }, perIp: { max: 2000, windowMs: 24 * HOUR } },
  /** Any request that carries a file. */
  upload: { perPerson: { max: 30, windowMs: 30 * MINUTE }, perIp: { max: 300, windowMs: 30 * MINUTE } },
  catch: { perPerson: { max: 60, windowMs: HOUR }, perIp: { max: 600, windowMs: HOUR } },
  contact: { perPerson: { max: 5, windowMs: HOUR }, perIp: { max: 10, windowMs: HOUR } },
  /** Routes outside /api/auth that send an e-mail. */
  mail: { perPerson: { max: 10, windowMs: HOUR }, perIp: { max: 50, windowMs: HOUR } },
  /** Groups (issue 16): creating groups and joining them (posting in one counts as a post too). */
  group: { perPerson: { max: 60, windowMs: HOUR }, perIp: { max: 600, windowMs: HOUR } },
  // Community events and calendar (events-server)
  /** Creating a community event (a busy organiser makes a few a week; a spammer hundreds). */
  event: { perPerson: { max: 30, windowMs: 24 * HOUR }, perIp: { max: 150, windowMs: 24 * HOUR } },
  /** Calendar apps fetching a personal feed by its token (they poll every 15 minutes to a few hours). */
  calendar_feed: { perPerson: { max: 120, windowMs: HOUR }, perIp: { max: 600, windowMs: HOUR } },
  // Forums (issue 16): new threads, and replies and edits
  thread: { perPerson: { max: 30, windowMs: HOUR }, perIp: { max: 300, windowMs: HOUR } },
  forum_post: { perPerson: { max: 300, windowMs: 3 * HOUR }, perIp: { max: 1500, windowMs: 3 * HOUR } },
  // Payments (issue 17)
  /** Opening checkouts and quotes (card testers open hundreds; a person a few). */
  checkout: { perPerson: { max: 30, windowMs: 10 * MINUTE }, perIp: { max: 300, windowMs: 10 * MINUTE } },
  /** Refunds, offline payments, codes, rates, invoices, plans: staff money writes. */
  money_admin: { perPerson: { max: 300, windowMs: HOUR }, perIp: { max: 1500, windowMs: HOUR } },
  // Charters and the booking hub (issue 18)
  /** Creating and editing listings, packages, slots and blocked dates (a captain sets up a season in a few hundred). */
  listing: { perPerson: { max: 300, windowMs: HOUR }, perIp: { max: 1500, windowMs: HOUR } },
  /** Availability requests, contacting a captain and making bookings (each reaches a business). */
  booking: { perPerson: { max: 30, windowMs: HOUR }, perIp: { max: 300, windowMs: HOUR } },
  /** Reviews and replies. */
  review: { perPerson: { max: 20, windowMs: HOUR }, perIp: { max: 200, windowMs: HOUR } },
  // Saved posts and scheduled posts (issue 19)
  /** Saving, unsaving, moving and the collections themselves (quiet to others, but each is a write). */
  save: { perPerson: { max: 600, windowMs: HOUR }, perIp: { max: 3000, windowMs: HOUR } },
  /** Scheduling, publishing now and deleting scheduled posts (publishing counts as a post too). */
  schedule: { perPerson: { max: 100, windowMs: HOUR }, perIp: { max: 500, windowMs: HOUR } },
  // Fishing reports (issue 19)
  /** Writing and editing fishing reports (a guide reports a few a day; a spammer hundreds). */
  fishing_report: { perPerson: { max: 60, windowMs: HOUR }, perIp: { max: 600, windowMs: HOUR } },
  // Angler tools (issue 19)
  /** Logging, editing and sharing catches (a busy day on the water is a few dozen; a script thousands). */
  catch_log: { perPerson: { max: 200, windowMs: HOUR }, perIp: { max: 1000, windowMs: HOUR } },
  /** Adding, editing and removing tackle (filling a box is a few dozen items). */
  tackle: { perPerson: { max: 200, windowMs: HOUR }, perIp: { max: 1000, windowMs: HOUR } },
} satisfies Record<string, ClassLimit>;

export type RateLimitClass = keyof typeof DEFAULT_RATE_LIMITS;

export interface RateLimitsConfig {
  /** Off only for measuring what the limiters cost (`npm run bench`). */
  enabled: boolean;
  /** Multiplies every max (RATE_LIMIT_SCALE): raise all limits at once without editing each. */
  scale: number;
  classes: Record<RateLimitClass, ClassLimit>;
}

/**
 * A route opts in by class (`config: { limits: [...] }`, applied by install-rate-limits.ts); `when` (checked after
 * validation) counts only the requests it accepts.
 */
export type RateLimitRule =
  RateLimitClass | { limit: RateLimitClass; when: (request: FastifyRequest) => boolean };
