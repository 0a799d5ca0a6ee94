/**
 * Hashtags, mentions and links in post text ("hashtags come from words starting with #, mentions
 * from words starting with @"). The server stores what `parseHashtags`/`parseMentions` find; the web
 * renders `tokenize` segments as elements, so user text is never injected as HTML. The boundary rules
 * follow twitter-text, which people already know from other platforms.
 */

export const HASHTAG_MAX_LENGTH = 100;
const MENTION_MAX_LENGTH = 30;

type Segment =
  | { type: 'text'; value: string }
  /** `value` as written ('#Bass'); `tag` without '#' ('Bass'). Link with `normalizeTag(tag)`. */
  | { type: 'hashtag'; value: string; tag: string }
  /** `value` as written ('@Dana'); `name` without '@' — a handle, or a first name (spec fallback). */
  | { type: 'mention'; value: string; name: string }
  /** Only http(s) links; `href` is safe to put in an anchor (www. links get https://). */
  | { type: 'url'; value: string; href: string };

// Letters, combining marks (Thai, Devanagari …), decimal digits and underscore make up a tag or a name.
const WORD_CHAR = /[\p{L}\p{M}\p{Nd}_]/u;
const WORD_RUN = /[\p{L}\p{M}\p{Nd}_]+/uy;
const LETTER = /\p{L}/u;
const HASH = new Set(['#', '＃']);
const AT = new Set(['@', '＠']);
// `&#39;` is an HTML entity and `x.com/#top` a fragment, not tags.
const NOT_BEFORE_HASHTAG = new Set(['&', '/']);
// `me@x.com` is an e-mail address; `!@#` runs are noise (twitter-text's rule).
const NOT_BEFORE_MENTION = new Set(['!', '#', '$', '%', '&', '*', '/']);
const URL_START = /(?:https?:\/\/|www\.)[^\s<>"]+/iy;
const URL_HAS_HOST = /^(?:https?:\/\/|www\.)[\p{L}\p{Nd}]/iu;
const URL_TRAILING = new Set([
  '.',
  ',',
  ':',
  ';',
  '!',
  '?',
  "'",
  '"',
  '”',
  '’',
  '»',
  ']',
  '}',
  '*',
  '…',
  ')',
]);

/** The character (code point) ending just before `index`, or '' at the start. */
function charBefore(text: string, index: number): string {
  if (index <= 0) return '';
  const code = text.charCodeAt(index - 1);
  if (code >= 0xdc00 && code <= 0xdfff && index >= 2) return text.slice(index - 2, index);
  return text.charAt(index - 1);
}

const isWordChar = (char: string) => char !== '' && WORD_CHAR.test(char);

function wordRunAt(text: string, index: number): string {
  WORD_RUN.lastIndex = index;
  return WORD_RUN.exec(text)?.[0] ?? '';
}

/** True when what follows a tag or name makes it part of something else (`#a#b`, `@dana@x.com`, `#x://`). */
function runsOn(text: string, end: number): boolean {
  const next = text.charAt(end);
  return HASH.has(next) || AT.has(next) || text.startsWith('://', end);
}

function urlAt(text: string, index: number): string | null {
  if (isWordChar(charBefore(text, index)) || ['@', '.', '/'].includes(charBefore(text, index))) return null;
  URL_START.lastIndex = index;
  let url = URL_START.exec(text)?.[0];
  if (!url) return null;
  // Trailing punctuation belongs to the sentence, except a ')' that closes a '(' inside the link.
  while (url.length > 0) {
    const last = url.charAt(url.length - 1);
    if (!URL_TRAILING.has(last)) break;
    if (last === ')' && url.split('(').length > url.split(')').length - 1) break;
    url = url.slice(0, -1);
  }
  return URL_HAS_HOST.test(url) ? url : null;
}

/** The hashtag starting at `index` (a '#' run), as [start of the last '#', end], or null. */
function hashtagAt(text: string, index: number): [number, number] | null {
  const before = charBefore(text, index);
  if (isWordChar(before) || NOT_BEFORE_HASHTAG.has(before) || HASH.has(before)) return null;
  // `##bass` reads as '#' + '#bass': the tag starts at the last '#' of the run.
  let hash = index;
  while (HASH.has(text.charAt(hash + 1))) hash++;
  const body = wordRunAt(text, hash + 1);
  const end = hash + 1 + body.length;
  if (!body || body.length > HASHTAG_MAX_LENGTH || !LETTER.test(body) || runsOn(text, end)) return null;
  return [hash, end];
}

function mentionAt(text: string, index: number): number | null {
  const before = charBefore(text, index);
  if (isWordChar(before) || NOT_BEFORE_MENTION.has(before) || AT.has(before)) return null;
  const body = wordRunAt(text, index + 1);
  const end = index + 1 + body.length;
  if (!body || body.length > MENTION_MAX_LENGTH || runsOn(text, end)) return null;
  return end;
}

/** Splits text into text, hashtag, mention and url segments; joining every `value` gives the text back. */
export function tokenize(text: string): Segment[] {
  const segments: Segment[] = [];
  let textStart = 0;
  const flushText = (until: number) => {
    if (until > textStart) segments.push({ type: 'text', value: text.slice(textStart, until) });
  };
  let index = 0;
  while (index < text.length) {
    const char = text.charAt(index);
    if (char === 'h' || char === 'H' || char === 'w' || char === 'W') {
      const url = urlAt(text, index);
      if (url) {
        flushText(index);
        const href = /^www\./i.test(url) ? `https://${url}` : url;
        segments.push({ type: 'url', value: url, href });
        index += url.length;
        textStart = index;
        continue;
      }
    } else if (HASH.has(char)) {
      const found = hashtagAt(text, index);
      if (found) {
        const [start, end] = found;
        flushText(start);
        segments.push({ type: 'hashtag', value: text.slice(start, end), tag: text.slice(start + 1, end) });
        index = textStart = end;
        continue;
      }
    } else if (AT.has(char)) {
      const end = mentionAt(text, index);
      if (end !== null) {
        flushText(index);
        segments.push({ type: 'mention', value: text.slice(index, end), name: text.slice(index + 1, end) });
        index = textStart = end;
        continue;
      }
    }
    index++;
  }
  flushText(text.length);
  return segments;
}

/** The stored, case-insensitive form of a tag: NFC, lower case, without a leading '#'. */
export function normalizeTag(tag: string): string {
  return tag
    .replace(/^[#＃]+/, '')
    .normalize('NFC')
    .toLowerCase();
}

function unique(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = normalizeTag(value);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Tags in order of first appearance, without '#', duplicates removed case-insensitively (first spelling kept). */
export function parseHashtags(text: string): string[] {
  return unique(tokenize(text).flatMap((segment) => (segment.type === 'hashtag' ? [segment.tag] : [])));
}

/** Mentioned names in order, without '@', duplicates removed case-insensitively (first spelling kept). */
export function parseMentions(text: string): string[] {
  return unique(tokenize(text).flatMap((segment) => (segment.type === 'mention' ? [segment.name] : [])));
}
