import { z } from 'zod';
import { MESSAGES } from './messages';

const URL_MAX_CHARS = 2048;

/**
 * A `/uploads/…` path on this site. Only the characters our storage keys use: no `//host`, `\\`, `..` or
 * percent-escapes that a browser would turn into another place.
 */
const UPLOADS = /^\/uploads\/[A-Za-z0-9_.\-/]+$/;
const isUploadsPath = (value: string) =>
  UPLOADS.test(value) && !value.includes('..') && !value.includes('//');

/** https://host[:port] then an optional path, query or fragment; no user:password@, spaces or control characters. */
const HTTPS = /^https:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?(?:[/?#][^\s\\]*)?$/i;

/**
 * Whether a URL a person sets (avatar, header or cover image, any link shown to others) may be stored: an
 * absolute `https:` URL, or a file of the platform's own uploads (a `/uploads/…` path, or `ownOrigin`'s
 * `/uploads/…` when the app itself runs on plain http, as in development). `javascript:`, `data:`, `http:` and
 * anything else are refused: the value ends up in an `src` or `href`.
 */
export function isAllowedUrl(value: string, ownOrigin?: string): boolean {
  if (value.length > URL_MAX_CHARS) return false;
  if (isUploadsPath(value) || HTTPS.test(value)) return true;
  const origin = ownOrigin?.replace(/\/+$/, '');
  return origin ? value.startsWith(`${origin}/`) && isUploadsPath(value.slice(origin.length)) : false;
}

/** A URL field of a contract: trimmed, then `isAllowedUrl` (400 with 'urlNotAllowed''s text otherwise). */
export const allowedUrlSchema = (ownOrigin?: string) =>
  z
    .string()
    .trim()
    .refine((value) => isAllowedUrl(value, ownOrigin), { message: MESSAGES.urlNotAllowed });

export const AllowedUrlSchema = allowedUrlSchema();
