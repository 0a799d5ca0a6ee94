import type { Person, PersonWithFollow, Suggestion } from '@tightlines/domain/social/people';
import type { PersonRow, SuggestionRow } from './repo';

export interface PersonFields {
  id: string;
  handle: string | null;
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
  avatarUrl: string | null;
}

/** Allow-list of a profile as every card shows it; display name falls back to "first last". */
export function presentPerson(row: PersonFields): Person {
  const firstName = row.firstName ?? '';
  const lastName = row.lastName ?? '';
  return {
    id: row.id,
    handle: row.handle ?? '',
    firstName,
    lastName,
    displayName: row.displayName?.trim() || `${firstName} ${lastName}`.trim(),
    avatarUrl: row.avatarUrl,
  };
}

/** The person columns as raw SQL answers them (snake_case), shared by every query that joins a profile. */
export interface PersonRowCols {
  id: string;
  handle: string | null;
  first_name: string | null;
  last_name: string | null;
  display_name: string | null;
  avatar_url: string | null;
}

/** A snake_case profile row (raw SQL, json_build_object) as the card every list shows. */
export function presentPersonRow(row: PersonRowCols): Person {
  return presentPerson({
    id: row.id,
    handle: row.handle,
    firstName: row.first_name,
    lastName: row.last_name,
    displayName: row.display_name,
    avatarUrl: row.avatar_url,
  });
}

/** Row → PersonWithFollowSchema (an allow-list: e-mail, address and phone never reach a card). */
export function presentPersonWithFollow(row: PersonRow): PersonWithFollow {
  return {
    ...presentPersonRow(row),
    bio: row.bio,
    followersCount: Number(row.followers_count ?? 0),
    isFollowing: Boolean(row.is_following),
  };
}

/** How a reason names someone the viewer follows: 'First Last', else their display name or handle. */
function nameOf(person: SuggestionRow['via_people'][number]): string {
  const full = `${person.first_name ?? ''} ${person.last_name ?? ''}`.trim();
  return full || person.display_name?.trim() || (person.handle ? `@${person.handle}` : '');
}

/** Row → SuggestionSchema with its reasons: followed by …, #tag …, the shared home waters. */
export function presentSuggestion(row: SuggestionRow): Suggestion {
  const reasons: Suggestion['commonInterests'] = [];
  for (const person of row.via_people ?? []) {
    const label = nameOf(person);
    if (label) reasons.push({ kind: 'followedBy', label });
  }
  for (const tag of row.via_tags ?? []) reasons.push({ kind: 'hashtag', label: tag });
  if (row.same_waters && row.home_waters?.trim())
    reasons.push({ kind: 'waters', label: row.home_waters.trim() });
  return { ...presentPersonWithFollow(row), commonInterests: reasons };
}
