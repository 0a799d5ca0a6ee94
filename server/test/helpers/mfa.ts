import type { FastifyInstance } from 'fastify';
import { TOTP, URI } from 'otpauth';
import { cookieFrom, type BuiltUser } from './factories';

export interface EnrolledTotp {
  /** The authenticator app: `totp.generate()` is the code it shows now. */
  totp: TOTP;
  backupCodes: string[];
  /** Turning two-factor on rotates the session: this cookie replaces `who.cookie`. */
  cookie: string;
}

/** Enrols an authenticator app the way the settings page does (enable with the password, then verify a code). */
export async function enrolTotp(app: FastifyInstance, who: BuiltUser): Promise<EnrolledTotp> {
  const enable = await app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/enable',
    headers: { cookie: who.cookie },
    payload: { password: who.password },
  });
  if (enable.statusCode !== 200) throw new Error(`two-factor enable: ${enable.statusCode} ${enable.body}`);
  const { totpURI, backupCodes } = enable.json<{ totpURI: string; backupCodes: string[] }>();
  const totp = URI.parse(totpURI) as TOTP;
  const verify = await app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/verify-totp',
    headers: { cookie: who.cookie },
    // The code the app showed a moment ago: each code is accepted once, and sign-ins use the current one.
    payload: { code: totp.generate({ timestamp: Date.now() - 30_000 }) },
  });
  if (verify.statusCode !== 200) throw new Error(`two-factor verify: ${verify.statusCode} ${verify.body}`);
  return { totp, backupCodes, cookie: cookieFrom(verify.headers['set-cookie']) || who.cookie };
}
