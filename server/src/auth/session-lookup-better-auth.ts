import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/client';
import type { CurrentSession } from './current-session';
import { profileOfRow, type ProfileColumns } from './session-lookup';

interface ProfileRow extends ProfileColumns {
  roles: string[];
}

const PROFILE_SQL = `
  select p.first_name, p.last_name, p.avatar_url, p.demo,
         coalesce((select array_agg(r.role) from user_roles r where r.user_id = $1::uuid), '{}') as roles
    from (select $1::uuid as id) me
    left join profiles p on p.id = me.id`;

/**
 * The session lookup through better-auth's own `getSession`, with its cookie cache or its Redis secondary storage
 * when SESSION_LOOKUP asks for them: the alternatives ADR 014 measures against the custom lookup
 * (session-lookup.ts). Profile basics and roles are ours, so they cost one more query either way.
 */
export function createBetterAuthSessionLookup(app: FastifyInstance, prepared: Database['prepared']) {
  const profileOf = prepared<ProfileRow>('session_profile', PROFILE_SQL);

  const lookupSession = async (
    cookies: Record<string, string | undefined>,
  ): Promise<CurrentSession | null> => {
    const header = Object.entries(cookies)
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('; ');
    if (!header) return null;
    const found = await app.auth.api.getSession({ headers: new Headers({ cookie: header }) });
    if (!found) return null;
    const [row] = await profileOf([found.user.id]);
    return {
      user: {
        id: found.user.id,
        email: found.user.email,
        name: found.user.name,
        emailVerified: found.user.emailVerified,
        image: found.user.image ?? null,
        twoFactorEnabled: (found.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled ?? null,
      },
      session: { id: found.session.id, expiresAt: new Date(found.session.expiresAt) },
      profile: profileOfRow(row),
      storedRoles: row?.roles ?? [],
    };
  };
  return { lookupSession };
}
