import { randomInt } from 'node:crypto';
import { isAllowedUrl } from '@tightlines/domain/common/url';
import { handleBaseFrom } from '@tightlines/domain/profiles/handle';
import type { Db } from '#server/db/client';
import { firstNameRow, insertNewUserRows, isHandleTaken } from './repo';

/** Every new user gets a profile row with a unique @handle, a counters row and the `user` role. */
export async function createProfileForNewUser(
  db: Db,
  created: { id: string; email: string; name: string; image?: string | null },
) {
  const [firstName = '', ...rest] = created.name.trim().split(/\s+/);
  const lastName = rest.join(' ');
  await insertNewUserRows(db, {
    id: created.id,
    email: created.email,
    firstName,
    lastName,
    // A provider's picture (OAuth) is copied only when it is https: it never passed our URL rule otherwise.
    avatarUrl: created.image && isAllowedUrl(created.image) ? created.image : null,
    handle: await freeHandle(db, handleBaseFrom(`${firstName}${lastName}`, created.email)),
  });
}

/** `base` when nobody has it, else base + a short number; the unique index is the final word. */
export async function freeHandle(db: Db, base: string): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const candidate = attempt === 0 ? base : `${base.slice(0, 20)}${randomInt(10 ** (attempt + 1))}`;
    if (!(await isHandleTaken(db, candidate))) return candidate;
  }
  return `${base.slice(0, 16)}${randomInt(1e8)}`;
}

export async function firstNameOf(db: Db, userId: string, fallbackName: string): Promise<string> {
  return (await firstNameRow(db, userId)) || fallbackName.split(' ')[0] || '';
}
