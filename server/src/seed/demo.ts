import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@tightlines/domain/demo/contract';
import { appSettings, user } from '../db/schema';
import { grantRole } from '../features/roles/service';
import { signUp } from '../features/account/service';

const SEEDED_KEY = 'demo_seeded_at';

/** Seeds the demo accounts once, through the same sign-up service people use; they are pre-confirmed. */
export async function seedDemo(app: FastifyInstance): Promise<void> {
  const [done] = await app.db.select().from(appSettings).where(eq(appSettings.key, SEEDED_KEY));
  if (done) return;
  for (const account of DEMO_ACCOUNTS) {
    await signUp(
      app,
      {
        firstName: account.firstName,
        lastName: account.lastName,
        email: account.email,
        password: DEMO_PASSWORD,
        confirmPassword: DEMO_PASSWORD,
        phoneNumber: '+1 555 0100',
        country: 'United States',
        instagram: '',
        facebook: '',
        twitter: '',
        linkedin: '',
        acceptTerms: true,
      },
      new Headers(),
    );
    await app.db.update(user).set({ emailVerified: true }).where(eq(user.email, account.email));
    const [created] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, account.email));
    if (created && account.role !== 'user') await grantRole(app.db, created.id, account.role);
  }
  await app.db.insert(appSettings).values({ key: SEEDED_KEY, value: new Date().toISOString() });
  app.log.info({ accounts: DEMO_ACCOUNTS.length }, 'demo accounts seeded');
}
