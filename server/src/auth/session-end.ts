import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';

/** What ends or changes a person's signed-in state, for the sockets that hold it open. */
export type SessionEnd =
  /** One session is gone (signed out, revoked, replaced, the person deleted). */
  | { kind: 'session'; sessionId: string }
  /** Every session of the person must be checked again (password changed or reset, roles changed). */
  | { kind: 'user'; userId: string };

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Password changes whose person is known after the change (the signed-in session, or the e-mail given). */
const PASSWORD_CHANGED_PATHS = new Set(['/change-password', '/email-otp/reset-password']);
/** Reset by link: the token names the person only until the reset consumes it. */
const RESET_BY_TOKEN_PATH = '/reset-password';

function succeeded(ctx: HookContext): boolean {
  const returned = ctx.context.returned;
  if (!returned || typeof returned !== 'object' || returned instanceof Response) return false;
  return !(returned instanceof Error) && !('statusCode' in returned);
}

async function userIdOfEmail(ctx: HookContext): Promise<string | undefined> {
  const email = (ctx.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string') return undefined;
  const found = await ctx.context.internalAdapter.findUserByEmail(email.trim().toLowerCase());
  return found?.user.id;
}

/**
 * Tells `onEnd` whenever better-auth ends a session or changes a password, so open sockets do not outlive
 * what signed them in. Session rows are caught where they are deleted (better-auth's database hooks), so
 * sign-out, every revoke endpoint, a password change or reset that revokes sessions, and account deletion
 * are all covered without listing their URLs; password changes and resets are caught at their endpoints.
 */
export function sessionEnds(
  onEnd: (end: SessionEnd) => void,
  onUserChanged: (userId: string) => void = () => {},
): BetterAuthPlugin {
  const resetBy = new WeakMap<Request, string>();
  return {
    id: 'tightlines-session-ends',
    init: () => ({
      options: {
        databaseHooks: {
          // better-auth's own writes to a person (name, image, e-mail, verification, two-factor on or off).
          user: {
            update: {
              after: async (updated: { id: string }) => {
                onUserChanged(updated.id);
              },
            },
          },
          session: {
            delete: {
              after: async (deleted: { id: string }) => {
                onEnd({ kind: 'session', sessionId: deleted.id });
              },
            },
          },
        },
      },
    }),
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === RESET_BY_TOKEN_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const given = [
              (ctx.body as { token?: unknown } | undefined)?.token,
              (ctx.query as { token?: unknown } | undefined)?.token,
            ];
            const token = given.find((value): value is string => typeof value === 'string');
            if (!token || !ctx.request) return;
            const found = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`);
            if (found) resetBy.set(ctx.request, found.value);
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => PASSWORD_CHANGED_PATHS.has(ctx.path ?? '') || ctx.path === RESET_BY_TOKEN_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            if (!succeeded(ctx)) return;
            let userId: string | undefined;
            if (ctx.path === RESET_BY_TOKEN_PATH) userId = ctx.request && resetBy.get(ctx.request);
            else if (ctx.path === '/change-password')
              userId = (ctx.context.returned as { user?: { id?: string } }).user?.id;
            else userId = await userIdOfEmail(ctx);
            if (userId) onEnd({ kind: 'user', userId });
          }),
        },
      ],
    },
  };
}
