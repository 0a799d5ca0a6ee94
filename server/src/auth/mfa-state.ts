import type { Db } from '#server/db/client';
import { mfaRows, secondFactorFlags, writeMfaFlags } from './repo';

export type MfaMethod = 'totp' | 'email';

export interface MfaState {
  totpRow: { id: string; verified: boolean | null } | undefined;
  totpEnabled: boolean;
  emailEnabled: boolean;
  preferredMethod: MfaMethod | null;
}

/** A person's MFA as stored: the TOTP row (better-auth's) and the profile's flags. */
export async function readState(db: Db, userId: string): Promise<MfaState> {
  const { totpRow: row, profile } = await mfaRows(db, userId);
  const preferred = profile?.preferred;
  return {
    totpRow: row,
    // better-auth keeps an unverified row while enrolment waits for the first code: not a working factor yet.
    totpEnabled: row?.verified === true,
    emailEnabled: profile?.email ?? false,
    preferredMethod: preferred === 'totp' || preferred === 'email' ? preferred : null,
  };
}

/** The method offered first: the person's choice while it is still on, else the authenticator, else e-mail. */
export function preferredOf(
  state: Pick<MfaState, 'totpEnabled' | 'emailEnabled' | 'preferredMethod'>,
): MfaMethod | null {
  const on = (method: MfaMethod) => (method === 'totp' ? state.totpEnabled : state.emailEnabled);
  if (state.preferredMethod && on(state.preferredMethod)) return state.preferredMethod;
  if (state.totpEnabled) return 'totp';
  if (state.emailEnabled) return 'email';
  return null;
}

/**
 * Brings the three places that describe a person's MFA into agreement: the two_factor row (the TOTP factor,
 * owned by better-auth), profiles.mfa_* and user.two_factor_enabled, which is what makes better-auth
 * ask for a second factor at sign-in. It is on when either method is on.
 */
export async function syncMfa(db: Db, userId: string): Promise<void> {
  const state = await readState(db, userId);
  await writeMfaFlags(db, userId, {
    totpEnabled: state.totpEnabled,
    preferredMethod: preferredOf(state),
    anyEnabled: state.totpEnabled || state.emailEnabled,
  });
}

/** The methods a sign-in challenge may use, in better-auth's names, and the one to show first. */
export async function challengeMethodsOf(
  db: Db,
  userId: string,
): Promise<{ methods: ('totp' | 'otp')[]; preferredMethod: MfaMethod }> {
  const state = await readState(db, userId);
  const methods: ('totp' | 'otp')[] = [];
  if (state.totpEnabled) methods.push('totp');
  // A user whose flags disagree must never be locked out: e-mail to the confirmed address is the fallback.
  if (state.emailEnabled || !state.totpEnabled) methods.push('otp');
  return { methods, preferredMethod: preferredOf(state) ?? 'email' };
}

export async function isEmailMfaEnabled(db: Db, userId: string): Promise<boolean> {
  return (await readState(db, userId)).emailEnabled;
}

/** Whether a person holds a working second factor now (read fresh: a cached session may predate enrolment). */
export async function hasSecondFactor(db: Db, userId: string): Promise<boolean> {
  const row = await secondFactorFlags(db, userId);
  return Boolean(row?.totp) || Boolean(row?.email);
}
