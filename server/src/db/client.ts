import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  kind: 'postgresql' | 'pglite';
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');
const EXTENSIONS = 'CREATE EXTENSION IF NOT EXISTS pg_trgm; CREATE EXTENSION IF NOT EXISTS citext;';

/** PostgreSQL when a URL is given, otherwise the embedded PGlite in `dataDir/pg` (or in memory). */
export async function openDatabase(options: { url?: string; /** a directory, or 'memory' */ dataDir?: string }): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 20 });
    await pool.query(EXTENSIONS);
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db, kind: 'postgresql', close: () => pool.end() };
  }
  let dataDir: string | undefined;
  if (options.dataDir && options.dataDir !== 'memory') {
    dataDir = path.join(options.dataDir, 'pg');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm, citext } });
  await client.exec(EXTENSIONS);
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  // Both drivers expose the same query builder; the node-postgres type stands for both.
  return { db: pgliteDb as unknown as Db, kind: 'pglite', close: () => client.close() };
}
