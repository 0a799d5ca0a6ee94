import { APIError } from 'better-auth/api';
import { SignUpFormSchema } from '@tightlines/domain/auth/contract';
import { isAllowedUrl } from '@tightlines/domain/common/url';
import { primaryRole, type Role } from '@tightlines/domain/roles/roles';
import type { z } from 'zod';
import type { Auth } from '#server/auth/auth';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import { AppError } from '#server/lib/errors';
import type { CurrentSession } from '#server/auth/current-session';
import { rolesOf } from '#server/features/roles/service';
import { saveSignUpProfile, userIdByEmail } from './repo';

/** What these services use of the app (routes build it once; the seed and test factories may pass the app). */
export interface AccountDeps {
  db: Db;
  auth: Auth;
  config: Pick<Config, 'appUrl'>;
}

type SignUpForm = z.output<typeof SignUpFormSchema>;

/** A complete sign-up form for accounts the platform creates itself (demo seed, test factories). */
export function signUpFormFor(person: {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}): SignUpForm {
  return {
    ...person,
    confirmPassword: person.password,
    phoneNumber: '+1 555 0100',
    country: 'United States',
    instagram: '',
    facebook: '',
    twitter: '',
    linkedin: '',
    acceptTerms: true,
  };
}

/** Creates the account through better-auth (which mails the confirmation link) and stores the sign-up metadata. */
export async function signUp(
  deps: Pick<AccountDeps, 'db' | 'auth'>,
  form: SignUpForm,
  headers: Headers,
): Promise<void> {
  // better-auth answers a sign-up for a taken address like a new one (enumeration hardening); the spec
  // wants the person told to log in instead, so we look first. The route is rate limited.
  const email = form.email.toLowerCase();
  if (await userIdByEmail(deps.db, email)) throw AppError.of(409, 'accountExists');
  let userId: string;
  try {
    const result = await deps.auth.api.signUpEmail({
      body: {
        name: `${form.firstName} ${form.lastName}`,
        email,
        password: form.password,
        callbackURL: '/auth/callback',
      },
      headers,
    });
    userId = result.user.id;
  } catch (error) {
    if (
      error instanceof APIError &&
      (error.body?.code === 'USER_ALREADY_EXISTS' ||
        error.body?.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL')
    ) {
      throw AppError.of(409, 'accountExists');
    }
    throw error;
  }
  await saveSignUpProfile(deps.db, userId, {
    firstName: form.firstName,
    lastName: form.lastName,
    phoneNumber: form.phoneNumber,
    country: form.country,
    instagram: form.instagram || null,
    facebook: form.facebook || null,
    twitter: form.twitter || null,
    linkedin: form.linkedin || null,
  });
}

/** What the client needs about the signed-in person: identity, roles, primary role and session expiry. */
export async function describeMe(deps: Pick<AccountDeps, 'db' | 'config'>, current: CurrentSession | null) {
  if (!current) return { user: null, roles: [] as Role[], primaryRole: null, session: null };
  const { profile } = current;
  const roles = await rolesOf(deps.db, current.user.id, current.storedRoles);
  const [first = '', ...rest] = current.user.name.split(' ');
  return {
    user: {
      id: current.user.id,
      email: current.user.email,
      emailVerified: current.user.emailVerified,
      firstName: profile?.firstName ?? first,
      lastName: profile?.lastName ?? rest.join(' '),
      avatarUrl:
        profile?.avatarUrl ??
        (current.user.image && isAllowedUrl(current.user.image, deps.config.appUrl)
          ? current.user.image
          : null),
      twoFactorEnabled: Boolean(current.user.twoFactorEnabled),
      isDemo: profile?.demo ?? false,
    },
    roles,
    primaryRole: primaryRole(roles),
    session: { expiresAt: Math.floor(new Date(current.session.expiresAt).getTime() / 1000) },
  };
}
