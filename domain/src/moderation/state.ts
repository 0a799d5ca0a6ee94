import { z } from 'zod';

/**
 * A piece of content's moderation state (column `moderation` on each content table; null = visible).
 * `held`: an automatic hold waits for review; `hidden`: a moderator hid it. Both are seen only by the author (with
 * a notice) and staff; everyone else gets 404 / does not see it in lists, feeds, search, hashtags or trending.
 */
export const MODERATION_STATES = ['held', 'hidden'] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];

/**
 * What a post, comment, message, event photo or event comment carries for its author and staff: the state, or null
 * when visible to all. Optional: answers to everyone else never hold hidden content, so they may leave it out.
 */
export const ModerationNoticeSchema = z.enum(MODERATION_STATES).nullable().optional();
