import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Media } from '@tightlines/domain/social/posts';
import { UPLOADS_PREFIX } from './storage';

/**
 * Folders whose files belong to something not everyone may see (a followers-only post, a catch still being
 * judged). Their files are served only under a signed, expiring URL that the API hands to someone who may
 * see them; the bare path answers 404. Avatars, headers, team logos and event images stay plain and public.
 */
export const SIGNED_FOLDERS: readonly string[] = ['post-media', 'catch-photos', 'message-media'];

/** Who a signed URL is for: everyone (a public post, an approved catch) or the people the API gave it to. */
export type Audience = 'public' | 'private';

const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * How long a URL works. The expiry is rounded up to a step, so a URL stays the same within the step and
 * browsers and caches reuse the image; a page fetched later gets a fresh URL. A private URL lasts hours, not
 * minutes, because a page left open loads its lazy images late. Someone unfollowed, or a post turned private,
 * loses the image when the URLs already handed out expire: at most 7 hours (private) or 8 days (public) later.
 */
const LIFETIME: Record<Audience, { seconds: number; step: number }> = {
  public: { seconds: 7 * DAY, step: DAY },
  private: { seconds: 6 * HOUR, step: HOUR },
};

export type UploadAccess =
  | { ok: true; audience: Audience; expiresAt: number }
  | { ok: false; reason: 'unsigned' | 'invalid' | 'expired' };

export interface UploadUrls {
  /** The URL of a stored upload as handed to a viewer allowed to see it (URLs outside the signed folders unchanged). */
  forViewer(url: string, audience: Audience, now?: number): string;
  /** Whether a request for `key` with this query may be served (always, outside the signed folders). */
  check(key: string, query: Record<string, unknown>, now?: number): UploadAccess;
}

const seconds = (now: number) => Math.floor(now / 1000);

/** Signed URLs remembered; past this many the memo starts again (old steps' URLs are never asked for again). */
const SIGNED_MAX = 20_000;

/** HMAC-SHA256 with a key of its own derived from AUTH_SECRET, over the file's path, the audience and the expiry. */
export function createUploadUrls(authSecret: string): UploadUrls {
  const key = createHmac('sha256', authSecret).update('tightlines:upload-urls').digest();
  const signature = (path: string, audience: Audience, expires: number) =>
    createHmac('sha256', key).update(`${path}\n${audience}\n${expires}`).digest().subarray(0, 16);

  // A URL is the same for a whole step, and lists hand out the same hot images again and again: each is signed
  // once per step (an HMAC is ~7 µs; a feed page of photo posts holds dozens of URLs).
  const signed = new Map<string, string>();
  return {
    forViewer(url, audience, now = Date.now()) {
      if (!url.startsWith(UPLOADS_PREFIX)) return url;
      const path = url.slice(UPLOADS_PREFIX.length);
      if (!isSigned(path)) return url;
      const { seconds: lifetime, step } = LIFETIME[audience];
      const expires = Math.ceil((seconds(now) + lifetime) / step) * step;
      const memo = `${audience}\n${expires}\n${url}`;
      let result = signed.get(memo);
      if (!result) {
        const sig = signature(path, audience, expires).toString('base64url');
        result = `${url}?a=${audience === 'public' ? 'pub' : 'prv'}&exp=${expires}&sig=${sig}`;
        if (signed.size >= SIGNED_MAX) signed.clear();
        signed.set(memo, result);
      }
      return result;
    },
    check(path, query, now = Date.now()) {
      if (!isSigned(path)) return { ok: true, audience: 'public', expiresAt: Number.POSITIVE_INFINITY };
      const { a, exp, sig } = query;
      if (a === undefined && exp === undefined && sig === undefined) return { ok: false, reason: 'unsigned' };
      const audience = a === 'pub' ? 'public' : a === 'prv' ? 'private' : null;
      if (!audience || typeof exp !== 'string' || !/^\d{1,12}$/.test(exp) || typeof sig !== 'string')
        return { ok: false, reason: 'invalid' };
      const given = Buffer.from(sig, 'base64url');
      const wanted = signature(path, audience, Number(exp));
      if (given.length !== wanted.length || !timingSafeEqual(given, wanted))
        return { ok: false, reason: 'invalid' };
      if (Number(exp) <= seconds(now)) return { ok: false, reason: 'expired' };
      return { ok: true, audience, expiresAt: Number(exp) };
    },
  };
}

/** Folder names are compared lower-cased, so a case-insensitive file system cannot be used to skip the check. */
function isSigned(path: string): boolean {
  const folder = path.split('/', 1)[0]!.toLowerCase();
  return SIGNED_FOLDERS.includes(folder);
}

/** An image's URLs (the main file and its variants) as handed to a viewer allowed to see it. */
export function presentImage(
  urls: UploadUrls,
  audience: Audience,
  url: string | null,
  media: Media | null,
): { url: string | null; media: Media | null } {
  return {
    url: url === null ? null : urls.forViewer(url, audience),
    media: media && {
      ...media,
      variants: media.variants.map((variant) => ({ ...variant, url: urls.forViewer(variant.url, audience) })),
    },
  };
}
