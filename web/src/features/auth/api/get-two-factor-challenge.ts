import { queryOptions } from '@tanstack/react-query';
import { authClient } from '#web/lib/auth-client';
import type { AuthClientError } from '#web/features/auth/lib/auth-errors';
import type { TwoFactorChallenge } from '#web/features/auth/lib/two-factor-challenge';

/** better-auth's error as a thrown value, so react-query's `error` keeps its code (INVALID_TWO_FACTOR_COOKIE). */
export class ChallengeError extends Error {
  constructor(readonly failure: AuthClientError) {
    super(failure.message ?? failure.code ?? 'two-factor challenge');
  }
}

/**
 * The methods of the sign-in waiting for a second factor (the server reads its two_factor cookie). Needed after
 * a Google, Facebook or Apple return, where the challenge arrives as a redirect and not as a JSON answer.
 */
export const getTwoFactorChallengeQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'two-factor-challenge'],
    queryFn: async () => {
      const { data, error } = await authClient.$fetch<{
        methods: TwoFactorChallenge['methods'];
        preferredMethod: NonNullable<TwoFactorChallenge['preferredMethod']>;
      }>('/two-factor/challenge', { method: 'GET' });
      if (error || !data) throw new ChallengeError(error ?? { status: 0 });
      return { methods: data.methods, preferredMethod: data.preferredMethod } satisfies TwoFactorChallenge;
    },
    // The challenge is single-use and runs out: always ask the server, never reuse an old answer.
    staleTime: 0,
    gcTime: 0,
    retry: false,
    // After a right code the challenge is gone; a refetch on focus would flash "sign in again" on the way out.
    refetchOnWindowFocus: false,
  });
