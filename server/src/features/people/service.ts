import { PEOPLE_SEARCH_MIN_CHARS } from '@tightlines/domain/social/limits';
import type { PeopleList } from '@tightlines/domain/social/people';
import type { Db } from '#server/db/client';
import { AppError } from '#server/lib/errors';
import { presentPersonWithFollow, presentSuggestion } from './presenter';
import { popularPeople, rankedSuggestions, searchProfiles } from './repo';

/**
 * People search: at least 2 characters ('searchTooShort'), case-insensitive and typo-tolerant on
 * names, handle and bio, never the searcher themselves, with whether the viewer follows each person.
 */
export async function searchPeople(
  db: Db,
  viewerId: string | null,
  input: { q: string; limit: number },
): Promise<PeopleList> {
  const query = input.q.trim().replace(/\s+/g, ' ');
  if (Array.from(query).length < PEOPLE_SEARCH_MIN_CHARS) throw AppError.of(400, 'searchTooShort');
  const rows = await searchProfiles(db, { query, viewerId, limit: input.limit });
  return { items: rows.map(presentPersonWithFollow) };
}

/**
 * Follow suggestions for `viewerId` (get_recommended_users): ranked people with the reasons they
 * are suggested, topped up with popular members so that someone new still gets suggestions. May be empty.
 */
export async function followSuggestions(db: Db, viewerId: string, limit: number) {
  const ranked = (await rankedSuggestions(db, viewerId, limit)).map(presentSuggestion);
  if (ranked.length >= limit) return { items: ranked };
  const popular = await popularPeople(
    db,
    viewerId,
    ranked.map((item) => item.id),
    limit - ranked.length,
  );
  return {
    items: [...ranked, ...popular.map((row) => ({ ...presentPersonWithFollow(row), commonInterests: [] }))],
  };
}
