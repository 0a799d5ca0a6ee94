import { NEW_ACCOUNT_CHECKED_POSTS, NEW_ACCOUNT_DAYS } from '@tightlines/domain/moderation/contract';
import type { Db } from '#server/db/client';
import { accountHistory, insertHoldItem } from './holds-repo';
import { loadModerationSettings } from './settings';

/** What an automatic hold caught: a word of the admin's list (with the word) or a new account's link. */
export interface Hold {
  rule: 'word' | 'new_account_link';
  match: string | null;
}

/** The kinds of content a hold applies to (the queue's target types). */
export type HoldTarget = 'post' | 'comment' | 'event_comment' | 'message' | 'forum_post';

/** A held item's place in the queue: above 'other' reports, with spam and misinformation. */
const HOLD_SEVERITY = 2;

/** A letter, a combining mark (Arabic vowel signs, accents), a digit or '_' is part of a word. */
const WORD_CHAR = String.raw`[\p{L}\p{M}\p{N}_]`;

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Word lists compiled once per distinct list (the list changes only when an admin saves it). */
const compiled = new Map<string, { word: string; pattern: RegExp }[]>();

function patternsOf(words: readonly string[]) {
  const key = words.join('\n');
  let patterns = compiled.get(key);
  if (!patterns) {
    patterns = words
      .map((word) => word.normalize('NFC').trim())
      .filter(Boolean)
      .map((word) => ({
        word,
        // Whole words or phrases: no word character right before or after; any run of spaces inside a phrase.
        pattern: new RegExp(
          `(?<!${WORD_CHAR})${word
            .split(/\s+/)
            .map(escapeRegExp)
            .join(String.raw`\s+`)}(?!${WORD_CHAR})`,
          'iu',
        ),
      }));
    if (compiled.size > 20) compiled.clear();
    compiled.set(key, patterns);
  }
  return patterns;
}

/** The first word or phrase of `words` in `text`, matched case-insensitively on word boundaries (any script). */
export function matchHoldWord(text: string, words: readonly string[]): string | null {
  if (words.length === 0 || !text) return null;
  const normalized = text.normalize('NFC');
  return patternsOf(words).find(({ pattern }) => pattern.test(normalized))?.word ?? null;
}

/** A web address: a scheme, a www. host, or a bare domain with a common top-level domain. */
const LINK =
  /(?:\bhttps?:\/\/|\bwww\.[\p{L}\p{N}-]|\b[\p{L}\p{N}-]+\.(?:com|net|org|info|biz|io|co|me|ru|cn|xyz|top|site|online|shop|app|link|click|live|store|club)\b)/iu;

export function containsLink(text: string): boolean {
  return LINK.test(text);
}

/**
 * Whether new content is held for review (domain ModerationSettings): a word or phrase of the admin's list, or —
 * for posts and comments when `holdNewAccountLinks` is on — a link from an account younger than NEW_ACCOUNT_DAYS
 * that wrote fewer than NEW_ACCOUNT_CHECKED_POSTS posts and comments before. Messages are held for words only.
 */
export async function checkHold(
  db: Db,
  input: { authorId: string; text: string; target: HoldTarget },
): Promise<Hold | null> {
  if (!input.text.trim()) return null;
  const settings = await loadModerationSettings(db);
  const word = matchHoldWord(input.text, settings.holdWords);
  if (word) return { rule: 'word', match: word };
  if (input.target === 'message' || !settings.holdNewAccountLinks || !containsLink(input.text)) return null;
  const history = await accountHistory(db, input.authorId, NEW_ACCOUNT_CHECKED_POSTS);
  const young =
    history.createdAt !== null &&
    Date.now() - history.createdAt.getTime() < NEW_ACCOUNT_DAYS * 24 * 60 * 60 * 1000;
  return young && history.earlier < NEW_ACCOUNT_CHECKED_POSTS
    ? { rule: 'new_account_link', match: null }
    : null;
}

/** Puts held content in the moderators' queue; call it in the transaction that created the content. */
export async function queueHold(
  db: Db,
  hold: Hold,
  target: { type: HoldTarget; id: string; authorId: string },
): Promise<void> {
  await insertHoldItem(db, {
    targetType: target.type,
    targetId: target.id,
    authorId: target.authorId,
    holdRule: hold.rule,
    holdMatch: hold.match,
    severity: HOLD_SEVERITY,
  });
}
