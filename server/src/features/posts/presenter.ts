import { MediaSchema, VISIBILITIES, type Post, type Visibility } from '@tightlines/domain/social/posts';
import { isPlaceType } from '@tightlines/domain/fishing-reports/location-tags';
import { parseHashtags, parseMentions } from '@tightlines/domain/social/parse';
import { MODERATION_STATES, type ModerationState } from '@tightlines/domain/moderation/state';
import { presentImage, type UploadUrls } from '#server/storage/signed-urls';
import { presentPerson } from '#server/features/people/presenter';
import type { PostListRow } from './feed-repo';

/** What the parser finds in a post's text; lists re-present the same hot posts on every read. */
interface ParsedText {
  hashtags: readonly string[];
  mentions: readonly string[];
}

/** Parses per distinct text, remembered for the newest texts seen (insertion order: the oldest goes first). */
const PARSED_MAX = 5_000;
const parsedTexts = new Map<string, ParsedText>();

function parsedText(content: string): ParsedText {
  let parsed = parsedTexts.get(content);
  if (!parsed) {
    parsed = { hashtags: parseHashtags(content), mentions: parseMentions(content) };
    if (parsedTexts.size >= PARSED_MAX) {
      const oldest = parsedTexts.keys().next();
      if (!oldest.done) parsedTexts.delete(oldest.value);
    }
    parsedTexts.set(content, parsed);
  }
  return parsed;
}

const isVisibility = (value: string): value is Visibility =>
  (VISIBILITIES as readonly string[]).includes(value);

/** Posts without an image (most) have no media; only a stored value is checked against the schema. */
function mediaOf(value: unknown): Post['media'] {
  if (value === null || value === undefined) return null;
  const media = MediaSchema.safeParse(value);
  return media.success ? media.data : null;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * Mentions as the client links them: each resolved person with the name written after '@' (their handle,
 * or the first name the spec's fallback matched), in the order they appear in the text.
 */
function presentMentions(
  written: readonly string[],
  rows: NonNullable<PostListRow['mentions']>,
): Post['mentions'] {
  const mentions = rows.map((row) => {
    const handle = row.handle ?? '';
    const name =
      written.find((name) => name.toLowerCase() === handle.toLowerCase()) ??
      written.find((name) => name.toLowerCase() === (row.firstName ?? '').toLowerCase()) ??
      handle;
    return { userId: row.userId, handle, name };
  });
  const position = (name: string) => {
    const index = written.findIndex((candidate) => candidate.toLowerCase() === name.toLowerCase());
    return index === -1 ? written.length : index;
  };
  return mentions.sort((a, b) => position(a.name) - position(b.name));
}

const isModerationState = (value: string | null | undefined): value is ModerationState =>
  (MODERATION_STATES as readonly (string | null | undefined)[]).includes(value);

/**
 * Row → the PostSchema shape (an allow-list: a new column never reaches the wire by itself), for a viewer the
 * list query already found allowed to see it; the image URLs of a post that is not public, or that is held or
 * hidden (only its author and staff get it), are private ones, so no long-lived public link to it is handed out.
 */
export function presentPost(row: PostListRow, urls: UploadUrls): Post {
  const parsed = parsedText(row.content);
  const moderation = isModerationState(row.moderation) ? row.moderation : null;
  const image = presentImage(
    urls,
    // A group's post is its members' only (issue 16): never a long-lived public link to its image.
    row.visibility === 'public' && !moderation && !row.group_id ? 'public' : 'private',
    row.media_url,
    mediaOf(row.media),
  );
  return {
    id: row.id,
    author: presentPerson({
      id: row.user_id,
      handle: row.author_handle,
      firstName: row.author_first_name,
      lastName: row.author_last_name,
      displayName: row.author_display_name,
      avatarUrl: row.author_avatar_url,
    }),
    content: row.content,
    mediaUrl: image.url,
    media: image.media,
    visibility: isVisibility(row.visibility) ? row.visibility : 'private',
    postType: row.post_type,
    likesCount: Number(row.likes_count),
    commentsCount: Number(row.comments_count),
    sharesCount: Number(row.shares_count),
    viewsCount: Number(row.views_count),
    mentions: presentMentions(parsed.mentions, row.mentions ?? []),
    // The stored tags are exactly what the parser finds in the text, in the order written.
    hashtags: [...parsed.hashtags],
    likedByMe: Boolean(row.liked_by_me),
    savedByMe: Boolean(row.saved_by_me),
    createdAt: iso(row.created_at),
    editedAt: row.edited_at === null ? null : iso(row.edited_at),
    group:
      row.group_id && row.group_slug && row.group_name
        ? { id: row.group_id, slug: row.group_slug, name: row.group_name }
        : null,
    place:
      row.place_name && isPlaceType(row.place_type)
        ? { name: row.place_name, placeType: row.place_type }
        : null,
    ...(moderation ? { moderation } : {}),
  };
}
