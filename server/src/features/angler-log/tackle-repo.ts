import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';

/** The SQL of the tackle box (issue 19): items with how many logged catches each took and the best of them. */

export type TackleRow = {
  id: string;
  user_id: string;
  name: string;
  category: string;
  brand: string | null;
  quantity: number;
  notes: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  catch_count: number;
  best: {
    entry_id: string;
    species: string;
    weight_grams: number | null;
    length_mm: number | null;
    caught_at: string;
  } | null;
};

// The counts come from catch_log_tackle_idx: one index range per item of one person's box (at most TACKLE_BOX_MAX).
const SELECT =
  sql.raw(`select t.id, t.user_id, t.name, t.category, t.brand, t.quantity, t.notes, t.created_at,
    t.updated_at,
    (select count(*)::int from catch_log_entries e where e.tackle_item_id = t.id) as catch_count,
    (select json_build_object('entry_id', e.id, 'species', e.species, 'weight_grams', e.weight_grams,
        'length_mm', e.length_mm, 'caught_at', e.caught_at)
       from catch_log_entries e where e.tackle_item_id = t.id
       order by e.weight_grams desc nulls last, e.length_mm desc nulls last, e.caught_at desc limit 1) as best
  from tackle_items t`);

export async function selectBox(db: Db, userId: string, limit: number): Promise<TackleRow[]> {
  const result = await db.execute<TackleRow>(sql`${SELECT} where t.user_id = ${userId}::uuid
    order by t.category, lower(t.name), t.id limit ${limit}`);
  return result.rows;
}

export async function selectItem(db: Db, id: string): Promise<TackleRow | undefined> {
  const result = await db.execute<TackleRow>(sql`${SELECT} where t.id = ${id}::uuid`);
  return result.rows[0];
}

export async function countItems(db: Db, userId: string): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from tackle_items where user_id = ${userId}::uuid`,
  );
  return result.rows[0]?.n ?? 0;
}

export interface TackleValues {
  name?: string;
  category?: string;
  brand?: string | null;
  quantity?: number;
  notes?: string | null;
}

export async function insertItem(db: Db, userId: string, values: Required<TackleValues>): Promise<string> {
  const result = await db.execute<{ id: string }>(sql`insert into tackle_items
      (user_id, name, category, brand, quantity, notes)
    values (${userId}::uuid, ${values.name}, ${values.category}, ${values.brand}, ${values.quantity}, ${values.notes})
    returning id`);
  return result.rows[0]!.id;
}

export async function updateItem(db: Db, id: string, values: TackleValues): Promise<void> {
  const entries = Object.entries(values).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return;
  const sets = entries.map(([column, v]) => sql`${sql.raw(column)} = ${v}`);
  await db.execute(sql`update tackle_items set ${sql.join(sets, sql`, `)}, updated_at = now()
    where id = ${id}::uuid`);
}

/** Removes an item; the catches it took keep their record without it (tackle_item_id set null). */
export async function deleteItem(db: Db, id: string): Promise<void> {
  await db.execute(sql`delete from tackle_items where id = ${id}::uuid`);
}

export async function itemOwner(db: Db, id: string): Promise<string | undefined> {
  const result = await db.execute<{ user_id: string }>(
    sql`select user_id from tackle_items where id = ${id}::uuid`,
  );
  return result.rows[0]?.user_id;
}
