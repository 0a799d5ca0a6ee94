import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiError } from '@tightlines/domain/common/api-error';
import type { Role } from '@tightlines/domain/roles/roles';
import { mailOutbox, user } from '#server/db/schema';
import { signUp, signUpFormFor } from '#server/features/account/service';
import { grantRole } from '#server/features/roles/service';

export interface BuiltUser {
  id: string;
  email: string;
  password: string;
  firstName: string;
  /** A `cookie` header value for a signed-in session (when `signedIn` is not false). */
  cookie: string;
}

/** The headers that make a request as `who` (signed out when null). */
export const as = (who: BuiltUser | null) => (who ? { cookie: who.cookie } : {});

/** The `error` object of an API error answer. */
export const errorOf = (response: { json: <T>() => T }) => response.json<ApiError>().error;

/** Creates a user through the sign-up service (confirmed unless `verified: false`), with extra roles, signed in. */
export async function buildUser(
  app: FastifyInstance,
  options: {
    email?: string;
    password?: string;
    firstName?: string;
    lastName?: string;
    roles?: Role[];
    verified?: boolean;
    signedIn?: boolean;
  } = {},
): Promise<BuiltUser> {
  const email = (options.email ?? `angler-${randomUUID().slice(0, 8)}@example.com`).toLowerCase();
  const password = options.password ?? 'hooked-on-bass';
  const firstName = options.firstName ?? 'Casey';
  await signUp(
    app,
    signUpFormFor({ firstName, lastName: options.lastName ?? 'Rivers', email, password }),
    new Headers(),
  );
  const [created] = await app.db.select().from(user).where(eq(user.email, email));
  if (!created) throw new Error('user not created');
  if (options.verified !== false)
    await app.db.update(user).set({ emailVerified: true }).where(eq(user.id, created.id));
  for (const role of options.roles ?? []) await grantRole(app.db, created.id, role);
  const cookie =
    options.verified !== false && options.signedIn !== false ? await signIn(app, email, password) : '';
  return { id: created.id, email, password, firstName, cookie };
}

/** Signs in with e-mail and password and returns the session cookie header value. */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return cookieFrom(response.headers['set-cookie']);
}

export function cookieFrom(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return all.map((line) => line.split(';')[0]).join('; ');
}

/** The newest mail written to the outbox for an address. */
export async function lastMailTo(app: FastifyInstance, to: string, template?: string) {
  const [mail] = await app.db
    .select()
    .from(mailOutbox)
    .where(template ? and(eq(mailOutbox.to, to), eq(mailOutbox.template, template)) : eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail;
}
