import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { user } from '#server/db/schema';
import { signUp, signUpFormFor } from '#server/features/account/service';
import { demoAvatarPng } from '#server/features/demo/art/index';
import { markDemoAccount } from '#server/features/demo/service';
import { uploadProfileImage } from '#server/features/profiles/service';

/**
 * The demo community's quieter members: people who read the feed without posting, so demo posts are seen by more
 * than the eight accounts on the sign-in page. Nobody signs in as them (their password is random and thrown away).
 */
const READERS: [firstName: string, lastName: string][] = [
  ['Morgan', 'Hale'],
  ['Riley', 'Okafor'],
  ['Dana', 'Whitfield'],
  ['Luis', 'Serrano'],
  ['Priya', 'Natarajan'],
  ['Owen', 'Brandt'],
  ['Keiko', 'Mori'],
  ['Marcus', 'Bell'],
  ['Hannah', 'Lindqvist'],
  ['Tomás', 'Ferreira'],
  ['Grace', 'Adeyemi'],
  ['Wyatt', 'Colburn'],
  ['Ivy', 'Nguyen'],
  ['Cole', 'Ramsey'],
];

const emailOf = (index: number) => `demo-reader-${String(index + 1).padStart(2, '0')}@tightlines.app`;

/** Signs the readers up through the same service people use, pre-confirmed, each with a drawn portrait. */
export async function seedDemoReaders(app: FastifyInstance): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, [firstName, lastName]] of READERS.entries()) {
    const email = emailOf(index);
    const password = randomBytes(18).toString('base64url');
    await signUp(app, signUpFormFor({ firstName, lastName, email, password }), new Headers());
    await app.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
    const [created] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (!created) throw new Error(`demo reader ${email} was not created`);
    await markDemoAccount(app.db, created.id);
    await uploadProfileImage(app, created.id, 'avatar', await demoAvatarPng(email, 256));
    ids.push(created.id);
  }
  return ids;
}
