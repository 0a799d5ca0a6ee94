import type { MfaStatus } from '@tightlines/domain/auth/contract';
import type { Auth } from '#server/auth/auth';
import type { SessionEnd } from '#server/auth/session-end';
import type { Db } from '#server/db/client';
import { AppError } from '#server/lib/errors';
import { preferredOf, readState, syncMfa, type MfaMethod } from '#server/auth/mfa-state';
import { setEmailMfaEnabled, setPreferredMfaMethodOf } from './repo';

/** What these services use of the app (routes build it once). */
export interface MfaDeps {
  db: Db;
  auth: Auth;
  /** Drops kept session lookups after a change to a person (auth/session-cache.ts). */
  forgetSessions: (change: SessionEnd) => void;
}

/** The one TOTP factor a user can hold is shown under this name. */
export const TOTP_FRIENDLY_NAME = 'Authenticator App';

/** GET /api/mfa: what the settings page shows. */
export async function getMfaStatus(deps: Pick<MfaDeps, 'db' | 'auth'>, userId: string): Promise<MfaStatus> {
  const state = await readState(deps.db, userId);
  let backupCodesRemaining = 0;
  if (state.totpEnabled) {
    const { backupCodes } = await deps.auth.api.viewBackupCodes({ body: { userId } });
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
export async function setEmailMfa(deps: MfaDeps, userId: string, enabled: boolean): Promise<MfaStatus> {
  await setEmailMfaEnabled(deps.db, userId, enabled);
  await syncMfa(deps.db, userId);
  deps.forgetSessions({ kind: 'user', userId });
  return getMfaStatus(deps, userId);
}

/** Chooses which method the sign-in code step shows first; it must be one the person has turned on. */
export async function setPreferredMfaMethod(
  deps: MfaDeps,
  userId: string,
  method: MfaMethod,
): Promise<MfaStatus> {
  const state = await readState(deps.db, userId);
  const on = method === 'totp' ? state.totpEnabled : state.emailEnabled;
  if (!on) throw AppError.of(400, 'invalidInput', { method: 'Turn this method on first.' });
  await setPreferredMfaMethodOf(deps.db, userId, method);
  return getMfaStatus(deps, userId);
}
