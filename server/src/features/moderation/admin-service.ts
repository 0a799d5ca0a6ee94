import type {
  AuditPage,
  ModerationHealth,
  ModerationSettings,
  StaffNote,
  UserModeration,
} from '@tightlines/domain/moderation/contract';
import type { Db } from '#server/db/client';
import { isDemoAccount } from '#server/auth/repo';
import { demoOnly } from '#server/features/demo/service';
import { decodeCursor, encodeCursor } from '#server/lib/cursor';
import { AppError } from '#server/lib/errors';
import { recordAudit } from './audit-repo';
import { moderationSettings, saveModerationSettings } from '#server/features/safety/checks/settings';
import {
  actionsOn,
  auditRows,
  findAccount,
  healthNumbers,
  insertNote,
  notesOn,
  personCard,
  reportsAgainst,
  standingRow,
  type AuditFilters,
} from './admin-repo';
import { personOf, presentAuditEntry, presentHealth, presentUserModeration } from './admin-presenter';

/** The admin's user page shows this many of the reports against a person (the contract's 50). */
const USER_REPORTS_SHOWN = 50;
/** "Every action" and every note, with a ceiling so one page can never be unbounded. */
const USER_ACTIONS_SHOWN = 1_000;
const USER_NOTES_SHOWN = 1_000;

/** The admin acting; a demo admin (made by the demo seed) reads and writes demo accounts only (ADR 012). */
export interface ModerationAdmin {
  id: string;
  demo: boolean;
}

export async function moderationAdmin(db: Db, userId: string): Promise<ModerationAdmin> {
  return { id: userId, demo: await isDemoAccount(db, userId) };
}

/** The queue's health for /admin/moderation. */
export async function moderationHealth(db: Db, now = new Date()): Promise<ModerationHealth> {
  return presentHealth(await healthNumbers(db, now));
}

/**
 * The hold words as they are kept: trimmed, one of each whatever its case (the first spelling wins), sorted the
 * way a person reads a list (case-insensitively).
 */
export function normaliseSettings(settings: ModerationSettings): ModerationSettings {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const raw of settings.holdWords) {
    const word = raw.trim().replace(/\s+/g, ' ');
    const key = word.toLocaleLowerCase('en');
    if (!word || seen.has(key)) continue;
    seen.add(key);
    words.push(word);
  }
  const collator = new Intl.Collator('en', { sensitivity: 'base' });
  return { ...settings, holdWords: words.sort((a, b) => collator.compare(a, b) || (a < b ? -1 : 1)) };
}

export async function readSettings(db: Db): Promise<ModerationSettings> {
  return moderationSettings(db);
}

/** Saves the settings and their audit entry in one transaction; answers what is kept now. */
export async function updateSettings(
  db: Db,
  admin: ModerationAdmin,
  input: ModerationSettings,
): Promise<ModerationSettings> {
  // The rules hold everyone's posts: a demo admin (anyone may sign in as one) reads them but does not change them.
  if (admin.demo) throw demoOnly();
  const next = normaliseSettings(input);
  await db.transaction(async (tx) => {
    const before = await saveModerationSettings(tx, next);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'settings.moderation',
      targetType: 'settings',
      targetId: 'moderation',
      before: { ...before },
      after: { ...next },
    });
  });
  // The settings cache is kept per connection object: save once more on the app's own, so this copy reads the
  // new words at once rather than after the cache's ten seconds (the same value: nothing else changes).
  await saveModerationSettings(db, next);
  return next;
}

/** A page of the audit log, newest first; a demo admin sees only what demo accounts did. */
export async function auditPage(
  db: Db,
  admin: ModerationAdmin,
  query: AuditFilters & { cursor?: string; limit: number },
): Promise<AuditPage> {
  const cursor = decodeCursor(query.cursor);
  const rows = await auditRows(db, {
    actorId: query.actorId,
    subjectId: query.subjectId,
    action: query.action,
    cursor,
    limit: query.limit + 1,
    demoOnly: admin.demo,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    entries: page.map(presentAuditEntry),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.sort_key, id: last.id }) : null,
  };
}

/** The person an admin looks at: 404 when unknown, 403 'demoOnly' for a demo admin reaching a real account. */
async function subjectOf(db: Db, admin: ModerationAdmin, userId: string): Promise<void> {
  const account = await findAccount(db, userId);
  if (!account) throw AppError.of(404, 'userNotFound');
  if (admin.demo && !account.demo) throw demoOnly();
}

/** What the admin's user page adds: standing, reports against the person, actions on them and staff notes. */
export async function userModeration(
  db: Db,
  admin: ModerationAdmin,
  userId: string,
  now = new Date(),
): Promise<UserModeration> {
  await subjectOf(db, admin, userId);
  const [standing, reports, actions, notes] = await Promise.all([
    standingRow(db, userId),
    reportsAgainst(db, userId, USER_REPORTS_SHOWN),
    actionsOn(db, userId, USER_ACTIONS_SHOWN),
    notesOn(db, userId, USER_NOTES_SHOWN),
  ]);
  return presentUserModeration({ standing, reports, actions, notes }, now);
}

/** A staff note on a person, and its audit entry, in one transaction. */
export async function addStaffNote(
  db: Db,
  admin: ModerationAdmin,
  userId: string,
  text: string,
): Promise<StaffNote> {
  await subjectOf(db, admin, userId);
  const row = await db.transaction(async (tx) => {
    const note = await insertNote(tx, { subjectId: userId, authorId: admin.id, text });
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'user.note',
      targetType: 'staff_note',
      targetId: note.id,
      subjectId: userId,
      after: { text },
    });
    return note;
  });
  return {
    id: row.id,
    author: personOf(await personCard(db, admin.id)),
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  };
}
