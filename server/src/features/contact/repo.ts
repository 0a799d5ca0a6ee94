import type { Db } from '#server/db/client';
import { contactMessages } from '#server/db/schema';

export async function insertContactMessage(db: Db, values: typeof contactMessages.$inferInsert) {
  const [row] = await db
    .insert(contactMessages)
    .values(values)
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  return row;
}
