import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@tightlines/domain/common/messages';
import { AppError } from './errors';

/**
 * A NUL character, or half of a UTF-16 surrogate pair (a lone high surrogate not followed by a low one, or a
 * lone low one). PostgreSQL cannot store either in a text column, and neither is text a person typed.
 */
const UNSAFE_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isUnsafeText(text: string): boolean {
  return UNSAFE_TEXT.test(text);
}

/** The dotted path of the first string (value or key) in `value` that holds unsafe text, else undefined. */
export function findUnsafeText(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return isUnsafeText(value) ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  if (Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (isUnsafeText(key)) return at;
    const found = findUnsafeText(item, at);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** 400 'invalidText' naming the field, when any string in `value` holds unsafe text. */
export function assertSafeText(value: unknown, root: string): void {
  const found = findUnsafeText(value);
  if (found === undefined) return;
  throw AppError.of(400, 'invalidText', { [found || root]: MESSAGES.invalidText });
}

/**
 * Every route's parsed input (params, query string, body) is checked before validation, so no handler, service or
 * query ever sees a NUL or a lone surrogate. Multipart fields are read by the handler and checked there (readImageForm);
 * the raw bodies of /api/auth/* are checked where they are parsed (auth/routes.ts).
 */
export function installTextInputCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    assertSafeText(request.params, 'params');
    assertSafeText(request.query, 'query');
    assertSafeText(request.body, 'body');
  });
}
