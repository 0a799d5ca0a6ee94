import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { profiles } from '#server/db/schema';
import type { MfaMethod } from '#server/auth/mfa-state';

export async function setEmailMfaEnabled(db: Db, userId: string, enabled: boolean): Promise<void> {
  await db.update(profiles).set({ mfaEmailEnabled: enabled }).where(eq(profiles.id, userId));
}

export async function setPreferredMfaMethodOf(db: Db, userId: string, method: MfaMethod): Promise<void> {
  await db.update(profiles).set({ preferredMfaMethod: method }).where(eq(profiles.id, userId));
}
