import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PreparingClient, type Db } from '#server/db/client';
import { openTestDatabase } from './helpers/app';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('PostgreSQL pool', () => {
  // One connection, so the statements asked about are on the connection that prepared them.
  const pool = new pg.Pool({ connectionString: url, max: 1, Client: PreparingClient });
  afterAll(() => pool.end());

  const prepared = async () =>
    (
      await pool.query<{ statement: string }>(
        'select statement from pg_prepared_statements order by prepare_time',
      )
    ).rows.map((row) => row.statement);

  it('prepares a parameterised query once per connection and reuses it', async () => {
    const text = 'select $1::int + 1 as answer';
    expect((await pool.query<{ answer: number }>({ text, values: [41] })).rows[0]?.answer).toBe(42);
    expect((await pool.query<{ answer: number }>({ text, values: [1] })).rows[0]?.answer).toBe(2);
    expect((await prepared()).filter((statement) => statement === text)).toHaveLength(1);
  });

  it('sends queries without parameters, several statements included, as they are', async () => {
    await pool.query('select 1; select 2');
    await pool.query({ text: 'select 3 as three' });
    expect(await prepared()).not.toContain('select 3 as three');
  });

  it('prepares inside a transaction too', async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query({ text: 'select $1::int * 2 as doubled', values: [21] });
      await client.query('commit');
    } finally {
      client.release();
    }
    expect(await prepared()).toContain('select $1::int * 2 as doubled');
  });

  it('keeps a name the caller chose', async () => {
    await pool.query({ name: 'chosen_name', text: 'select $1::text as word', values: ['tight'] });
    const names = (await pool.query<{ name: string }>('select name from pg_prepared_statements')).rows.map(
      (row) => row.name,
    );
    expect(names).toContain('chosen_name');
  });
});

describe('connection settings', () => {
  const settingsOf = async (db: Db) => {
    const rows = await db.execute<{ threshold: string; mode: string }>(
      sql`select current_setting('pg_trgm.word_similarity_threshold', true) as threshold,
        current_setting('plan_cache_mode') as mode, 'jonh smiht' <% 'john smith' as typo`,
    );
    return rows.rows[0];
  };

  it('every connection is typo-tolerant at 0.3; only the list connections force generic plans', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      expect(await settingsOf(database.db)).toMatchObject({ threshold: '0.3', mode: 'auto', typo: true });
      expect(await settingsOf(database.lists)).toMatchObject({
        threshold: '0.3',
        mode: database.kind === 'postgresql' ? 'force_generic_plan' : 'auto',
        typo: true,
      });
    } finally {
      await database.close();
      await drop();
    }
  });
});

describe.skipIf(!url)('an idle connection PostgreSQL closes', () => {
  it('is replaced on the next query, and the process goes on', async () => {
    const { database, drop } = await openTestDatabase();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      await Promise.all([database.db.execute(sql`select 1`), database.lists.execute(sql`select 1`)]);
      const name = (await database.db.execute<{ name: string }>(sql`select current_database() as name`))
        .rows[0]!.name;
      const { rows } = await admin.query<{ ended: boolean }>(
        'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      expect(rows.length).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const after = await database.db.execute<{ answer: number }>(sql`select 41 + 1 as answer`);
      expect(after.rows[0]?.answer).toBe(42);
      expect((await database.lists.execute<{ one: number }>(sql`select 1 as one`)).rows[0]?.one).toBe(1);
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
      await admin.end();
      await database.close();
      await drop();
    }
  });
});
