import { z } from 'zod';
import {
  FOLLOW_LIST_PAGE_SIZE,
  PEOPLE_SEARCH_LIMIT,
  PEOPLE_SEARCH_MAX_CHARS,
  SUGGESTIONS_DEFAULT,
} from './limits';

/** A person as every card shows them (author of a post, a search hit, a follower). */
export const PersonSchema = z.object({
  id: z.uuid(),
  handle: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
});
export type Person = z.infer<typeof PersonSchema>;

export const PersonWithFollowSchema = PersonSchema.extend({
  bio: z.string().nullable(),
  followersCount: z.number().int(),
  /** Whether the signed-in viewer follows this person (false for visitors). */
  isFollowing: z.boolean(),
});
export type PersonWithFollow = z.infer<typeof PersonWithFollowSchema>;

export const UserParamsSchema = z.object({ userId: z.uuid() });

/**
 * GET /api/people/search?q= (2-character minimum, 20 results, excluding yourself). The minimum is the
 * service's, so a short query answers the spec's 'searchTooShort', not a field error.
 */
export const PeopleSearchQuerySchema = z.object({
  q: z.string().max(PEOPLE_SEARCH_MAX_CHARS).default(''),
  limit: z.coerce.number().int().min(1).max(PEOPLE_SEARCH_LIMIT).default(PEOPLE_SEARCH_LIMIT),
});
export const PeopleListSchema = z.object({ items: z.array(PersonWithFollowSchema) });
export type PeopleList = z.infer<typeof PeopleListSchema>;

/** GET /api/people/suggestions?limit= (signed in; spec: default 10, widget 5). */
export const SuggestionsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(SUGGESTIONS_DEFAULT),
});
export const SuggestionSchema = PersonWithFollowSchema.extend({
  /** Why: e.g. ['followed by Sam', '#bassfishing', 'Lake Erie'] as structured reasons. */
  commonInterests: z.array(
    z.object({ kind: z.enum(['followedBy', 'hashtag', 'waters']), label: z.string() }),
  ),
});
export const SuggestionListSchema = z.object({ items: z.array(SuggestionSchema) });
export type Suggestion = z.infer<typeof SuggestionSchema>;

/** PUT/DELETE /api/users/:userId/follow → the new state and the target's follower count. */
export const FollowStateSchema = z.object({ isFollowing: z.boolean(), followersCount: z.number().int() });
export type FollowState = z.infer<typeof FollowStateSchema>;

/** GET /api/users/:userId/followers | /following?offset= (page 50, newest first). */
export const FollowListQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(FOLLOW_LIST_PAGE_SIZE).default(FOLLOW_LIST_PAGE_SIZE),
});
export const FollowListSchema = z.object({
  items: z.array(PersonWithFollowSchema),
  total: z.number().int(),
  nextOffset: z.number().int().nullable(),
});
export type FollowList = z.infer<typeof FollowListSchema>;
