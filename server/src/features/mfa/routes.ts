import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MfaEmailToggleSchema,
  MfaPreferredMethodSchema,
  MfaStatusSchema,
} from '@tightlines/domain/auth/contract';
import { sessionOf } from '#server/auth/guard';
import { AppError } from '#server/lib/errors';
import { getMfaStatus, setEmailMfa, setPreferredMfaMethod, type MfaDeps } from './service';

/** preValidation (before the body is checked, so a stranger learns nothing): 'Email MFA actions need a signed-in user, else "User not authenticated"'. */
async function mfaSignedIn(request: FastifyRequest): Promise<void> {
  if (!(await sessionOf(request))) throw AppError.of(401, 'userNotAuthenticated');
}

async function userIdOf(request: FastifyRequest): Promise<string> {
  const current = await sessionOf(request);
  if (!current) throw AppError.of(401, 'userNotAuthenticated');
  return current.user.id;
}

/**
 * The person's MFA settings. Enrolling and removing the authenticator app, backup codes and the sign-in
 * challenge itself are better-auth's /api/auth/two-factor/* endpoints; these cover what it has no notion of.
 */
export function mfaRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: MfaDeps = { db: app.db, auth: app.auth, forgetSessions: app.forgetSessions };
  const response = { 200: MfaStatusSchema };

  r.get(
    '/mfa',
    { preValidation: mfaSignedIn, schema: { tags: ['mfa'], response } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return getMfaStatus(deps, await userIdOf(request));
    },
  );

  r.put(
    '/mfa/email',
    { preValidation: mfaSignedIn, schema: { tags: ['mfa'], body: MfaEmailToggleSchema, response } },
    async (request) => setEmailMfa(deps, await userIdOf(request), request.body.enabled),
  );

  r.put(
    '/mfa/preferred',
    { preValidation: mfaSignedIn, schema: { tags: ['mfa'], body: MfaPreferredMethodSchema, response } },
    async (request) => setPreferredMfaMethod(deps, await userIdOf(request), request.body.method),
  );
  done();
}
