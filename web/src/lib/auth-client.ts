import { createAuthClient } from 'better-auth/react';
import { emailOTPClient, twoFactorClient } from 'better-auth/client/plugins';

/** better-auth's client for sign-in flows; the server is the same origin under /api/auth. */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [twoFactorClient(), emailOTPClient()],
});
