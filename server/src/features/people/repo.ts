import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { notBlockedWith } from '#server/features/safety/checks/relations-repo';

/** A person card as the SQL below selects it (profile `p`, counters `s`). */
export interface PersonRow extends Record<string, unknown> {
  id: string;
  handle: string | null;
  first_name: string | null;
  last_name: string | null;
  display_name: string | null;
  avatar_url: string | null;
  bio: string | null;
  followers_count: number | string | null;
  is_following: boolean;
}

/** The columns of a person card for profile alias `p` and profile_stats alias `s`, with whether `viewerId` follows them. */
export function personColumns(viewerId: string | null): SQL {
  const following = viewerId
    ? sql`exists (select 1 from follows vf where vf.follower_id = ${viewerId}::uuid and vf.following_id = p.id)`
    : sql`false`;
  return sql`p.id, p.handle, p.first_name, p.last_name, p.display_name, p.avatar_url, p.bio,
    coalesce(s.followers_count, 0) as followers_count, ${following} as is_following`;
}

/**
 * What people search matches typo-tolerantly: names and handle. It must stay the exact expression of
 * `profiles_name_trgm_idx` (schema.ts), or PostgreSQL cannot use the trigram index and scans every profile.
 * Bios are long, and word_similarity costs in proportion to the text (it was most of a search's time at
 * 10,000 profiles), so a bio matches when it contains the query as written (`profiles_bio_trgm_idx`).
 */
const NAME_TEXT = sql.raw(
  `lower(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '') || ' ' || coalesce(p.handle, ''))`,
);

/**
 * Bounds of the work per search. word_similarity costs tens of microseconds per row, and a common word
 * ('bass' in thousands of bios) matches a large share of all profiles, so only this many trigram matches
 * are ranked. Exact first and last names and the exact handle are always among the candidates (their own
 * indexes), so a person searched by name is found even when the word is common ('Pike' in a fishing bio).
 */
const TRIGRAM_CANDIDATES = 300;
const NAME_CANDIDATES = 200;
const BIO_CANDIDATES = 100;
/** Shorter queries have no trigram to look a bio up by. */
const BIO_MIN_LENGTH = 3;

/** The profile columns of a person card (personColumns) and of the ranking. */
const CARD = sql.raw('p.id, p.handle, p.first_name, p.last_name, p.display_name, p.avatar_url, p.bio');

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The people search statement: candidates from the trigram GIN index (`<%`, typo-tolerant on names and
 * handle), the first- and last-name indexes, the handle index and bios containing the query, ranked with
 * names and handles starting with the query first, then by similarity of the name and popularity; never the
 * searcher. Typo tolerance comes from the connection's lowered word-similarity threshold (db/client.ts,
 * WORD_SIMILARITY_THRESHOLD).
 */
export function searchStatement(options: { query: string; viewerId: string | null; limit: number }): SQL {
  const query = options.query.toLowerCase();
  const prefix = `${escapeLike(query)}%`;
  const words = sql.join(
    query
      .split(' ')
      .slice(0, 5)
      .map((word) => sql`${word}`),
    sql`, `,
  );
  // Never the searcher, nor anyone in a block with them (either way).
  const notMe = options.viewerId
    ? sql`and p.id <> ${options.viewerId}::uuid and ${notBlockedWith(options.viewerId, sql`p.id`)}`
    : sql``;
  const inBios =
    query.length >= BIO_MIN_LENGTH
      ? sql`union
      (select ${CARD} from profiles p where lower(p.bio) like ${`%${escapeLike(query)}%`} ${notMe} limit ${BIO_CANDIDATES})`
      : sql``;
  // Each source reads the card's columns itself, and the follower count is a subquery per candidate: joined,
  // PostgreSQL expected a hundred candidates and read the whole of profiles and profile_stats instead.
  return sql`
    with candidates as (
      (select ${CARD} from profiles p where ${query} <% ${NAME_TEXT} ${notMe} limit ${TRIGRAM_CANDIDATES})
      union
      (select ${CARD} from profiles p where lower(p.first_name) in (${words}) ${notMe} limit ${NAME_CANDIDATES})
      union
      (select ${CARD} from profiles p where lower(p.last_name) in (${words}) ${notMe} limit ${NAME_CANDIDATES})
      union
      (select ${CARD} from profiles p where p.handle = ${query.replace(/^@/, '')} ${notMe})
      ${inBios}
    )
    select ${personColumns(options.viewerId)}
    from candidates p
    cross join lateral (select (select ps.followers_count from profile_stats ps where ps.user_id = p.id) as followers_count) s
    order by
      (lower(p.first_name) like ${prefix} or lower(p.last_name) like ${prefix} or p.handle like ${prefix}
        or lower(p.first_name || ' ' || p.last_name) like ${prefix}) desc,
      word_similarity(${query}, ${NAME_TEXT}) desc,
      coalesce(s.followers_count, 0) desc,
      p.id
    limit ${options.limit}`;
}

export async function searchProfiles(
  db: Db,
  options: { query: string; viewerId: string | null; limit: number },
): Promise<PersonRow[]> {
  return (await db.execute<PersonRow>(searchStatement(options))).rows;
}

export interface SuggestionRow extends PersonRow {
  mutual_count: number | string;
  tag_count: number | string;
  same_waters: boolean;
  home_waters: string | null;
  /** Up to two people the viewer follows who follow this person. */
  via_people: {
    first_name: string | null;
    last_name: string | null;
    display_name: string | null;
    handle: string | null;
  }[];
  /** Up to two followed hashtags this person posts under. */
  via_tags: string[];
}

/**
 * Bounds of the candidate set (suggestions fetch 3× the limit): each source reads a LIMITed slice
 * of one index, so the cost does not grow with the size of the network.
 */
const MY_FOLLOWS_SCANNED = 100;
const THEIR_FOLLOWS_SCANNED = 30;
const MY_TAGS_SCANNED = 50;
const POSTS_PER_TAG_SCANNED = 50;
const SAME_WATERS_SCANNED = 200;

/**
 * People `viewerId` does not follow yet, ranked by signals (get_recommended_users): followed by
 * people they follow (friends of friends), posting publicly under hashtags they follow, and fishing the same
 * home waters. Only people with at least one signal come back.
 */
export async function rankedSuggestions(db: Db, viewerId: string, limit: number): Promise<SuggestionRow[]> {
  const me = sql`${viewerId}::uuid`;
  const result = await db.execute<SuggestionRow>(sql`
    with mine as (
      select following_id as id from follows where follower_id = ${me}
      order by created_at desc limit ${MY_FOLLOWS_SCANNED}
    ),
    via_follows as (
      select f.following_id as candidate, m.id as ref
      from mine m
      cross join lateral (
        select following_id from follows where follower_id = m.id
        order by created_at desc limit ${THEIR_FOLLOWS_SCANNED}
      ) f
    ),
    my_tags as (
      select hashtag_id from followed_hashtags where user_id = ${me} limit ${MY_TAGS_SCANNED}
    ),
    via_tags as (
      select distinct up.user_id as candidate, t.hashtag_id as ref
      from my_tags t
      cross join lateral (
        select ph.post_id from post_hashtags ph where ph.hashtag_id = t.hashtag_id
        order by ph.created_at desc limit ${POSTS_PER_TAG_SCANNED}
      ) ph
      join user_posts up on up.id = ph.post_id
      -- Only public posts: a followers-only post must not reveal its hashtags to strangers.
      where up.deleted_at is null and up.moderation is null and up.visibility = 'public' and up.group_id is null
    ),
    via_waters as (
      select o.id as candidate
      from profiles viewer
      join profiles o on lower(o.home_waters) = lower(viewer.home_waters)
      where viewer.id = ${me} and btrim(coalesce(viewer.home_waters, '')) <> ''
      limit ${SAME_WATERS_SCANNED}
    ),
    signals as (
      select candidate, 'f' as kind, ref from via_follows
      union all select candidate, 'h', ref from via_tags
      union all select candidate, 'w', null::uuid from via_waters
    ),
    ranked as (
      select candidate,
        count(*) filter (where kind = 'f') as mutual_count,
        count(*) filter (where kind = 'h') as tag_count,
        bool_or(kind = 'w') as same_waters,
        (array_agg(ref order by ref) filter (where kind = 'f'))[1:2] as via_ids,
        (array_agg(ref order by ref) filter (where kind = 'h'))[1:2] as tag_ids
      from signals
      group by candidate
    ),
    top as (
      select r.*
      from ranked r
      where r.candidate <> ${me} and ${notBlockedWith(viewerId, sql`r.candidate`)}
        and not exists (select 1 from follows x where x.follower_id = ${me} and x.following_id = r.candidate)
      order by 3 * r.mutual_count + 2 * r.tag_count + (case when r.same_waters then 2 else 0 end) desc
      limit ${limit * 3}
    )
    select ${personColumns(viewerId)}, p.home_waters, t.mutual_count, t.tag_count, t.same_waters,
      coalesce((
        select json_agg(json_build_object('first_name', vp.first_name, 'last_name', vp.last_name,
          'display_name', vp.display_name, 'handle', vp.handle) order by vp.id)
        from profiles vp where vp.id = any(t.via_ids)
      ), '[]'::json) as via_people,
      coalesce((select json_agg('#' || h.tag order by h.tag) from hashtags h where h.id = any(t.tag_ids)), '[]'::json) as via_tags
    from top t
    join profiles p on p.id = t.candidate
    left join profile_stats s on s.user_id = p.id
    order by 3 * t.mutual_count + 2 * t.tag_count + (case when t.same_waters then 2 else 0 end) desc,
      coalesce(s.followers_count, 0) desc, p.id
    limit ${limit}`);
  return result.rows;
}

/**
 * The fallback when signals run short (a new member follows nobody yet): the most-followed members, newer
 * members first among equals, that `viewerId` does not follow and that are not in `excludeIds`.
 */
export async function popularPeople(
  db: Db,
  viewerId: string,
  excludeIds: string[],
  limit: number,
): Promise<PersonRow[]> {
  const me = sql`${viewerId}::uuid`;
  const excluded =
    excludeIds.length > 0 ? sql`and s.user_id <> all(${`{${excludeIds.join(',')}}`}::uuid[])` : sql``;
  const result = await db.execute<PersonRow>(sql`
    select ${personColumns(viewerId)}
    from profile_stats s
    join profiles p on p.id = s.user_id
    where s.user_id <> ${me} ${excluded} and ${notBlockedWith(viewerId, sql`s.user_id`)}
      and not exists (select 1 from follows x where x.follower_id = ${me} and x.following_id = s.user_id)
    order by s.followers_count desc nulls last, p.created_at desc, p.id
    limit ${limit}`);
  return result.rows;
}
