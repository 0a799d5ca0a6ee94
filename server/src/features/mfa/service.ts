import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MfaStatus } from '@tightlines/domain/auth/contract';
import { profiles } from '#server/db/schema';
import { AppError } from '#server/lib/errors';
import { preferredOf, readState, syncMfa, type MfaMethod } from '#server/auth/mfa-state';

/** The one TOTP factor a user can hold is shown under this name. */
export const TOTP_FRIENDLY_NAME = 'Authenticator App';

/** GET /api/mfa: what the settings page shows. */
export async function getMfaStatus(app: FastifyInstance, userId: string): Promise<MfaStatus> {
  const state = await readState(app.db, userId);
  let backupCodesRemaining = 0;
  if (state.totpEnabled) {
    const { backupCodes } = await app.auth.api.viewBackupCodes({ body: { userId } });
    backupCodesRemaining = backupCodes.length;
  }
  return {
    totpEnabled: state.totpEnabled,
    emailEnabled: state.emailEnabled,
    preferredMethod: preferredOf(state),
    backupCodesRemaining,
    factors: state.totpRow
      ? [
          {
            id: state.totpRow.id,
            type: 'totp' as const,
            friendlyName: TOTP_FRIENDLY_NAME,
            status: state.totpEnabled ? ('verified' as const) : ('unverified' as const),
          },
        ]
      : [],
  };
}

/** Turns e-mailed sign-in codes on or off; the address was confirmed at sign-up, so no extra round trip. */
export async function setEmailMfa(
  app: FastifyInstance,
  userId: string,
  enabled: boolean,
): Promise<MfaStatus> {
  await app.db.update(profiles).set({ mfaEmailEnabled: enabled }).where(eq(profiles.id, userId));
  await syncMfa(app.db, userId);
  app.forgetSessions({ kind: 'user', userId });
  return getMfaStatus(app, userId);
}

/** Chooses which method the sign-in code step shows first; it must be one the person has turned on. */
export async function setPreferredMfaMethod(
  app: FastifyInstance,
  userId: string,
  method: MfaMethod,
): Promise<MfaStatus> {
  const state = await readState(app.db, userId);
  const on = method === 'totp' ? state.totpEnabled : state.emailEnabled;
  if (!on) throw AppError.of(400, 'invalidInput', { method: 'Turn this method on first.' });
  await app.db.update(profiles).set({ preferredMfaMethod: method }).where(eq(profiles.id, userId));
  return getMfaStatus(app, userId);
}
