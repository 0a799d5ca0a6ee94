export type ChallengeMethod = 'totp' | 'otp';

/** What the server asks for after a first factor: the methods the account has and the one it prefers. */
export interface TwoFactorChallenge {
  methods: ChallengeMethod[];
  preferredMethod?: 'totp' | 'email';
}
