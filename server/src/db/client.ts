import { createHash } from 'node:crypto';
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
  /**
   * For the lists of posts only (feed, profile posts, mentions, hashtag pages): connections whose prepared
   * statements always run a generic plan. PostgreSQL kept planning those statements afresh on every page
   * (its estimate for a cursor comparison with unknown values prefers a custom plan), and planning took longer
   * than running: a feed page past the first cost ~1.3 ms to plan and ~0.4 ms to run (social bench). The
   * generic plan walks the same indexes. Everything else keeps PostgreSQL's own choice (`db`).
   */
  lists: Db;
  kind: 'postgresql' | 'pglite';
  close(): Promise<void>;
  /**
   * A statement prepared once and run by name, for the hottest paths. `text` uses $1…$n for text
   * parameters and must name every column uniquely (rows come back keyed by column name).
   */
  prepared: <Row>(name: string, text: string) => (params: string[]) => Promise<Row[]>;
}

/** A SQL string literal; standard_conforming_strings is on, so doubling quotes is the whole escape. */
function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** How many distinct query texts get a prepared statement; past that, new texts are planned each time. */
const MAX_NAMED_STATEMENTS = 2000;
const statementNames = new Map<string, string>();

function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (!name && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * A connection whose parameterised queries are prepared statements, named after their text, in and out of
 * transactions. PostgreSQL then parses each text once per connection and, after a few runs, may reuse a
 * generic plan: planning was most of the database time of the short list queries (measured by the social
 * bench). Queries without parameters (migrations, DDL, several statements at once) are sent as they are.
 */
export class PreparingClient extends pg.Client {
  // pg's overloads of query cannot be restated in a subclass; this one only adds a name and passes everything on.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(config: any, values?: any, callback?: any): any {
    const given = config as { name?: unknown; text?: unknown; values?: unknown } | string | null;
    if (given && typeof given === 'object' && !given.name && typeof given.text === 'string') {
      const params: unknown = Array.isArray(values) ? values : given.values;
      const name = Array.isArray(params) && params.length > 0 ? statementName(given.text) : undefined;
      if (name) config = { ...given, name };
    }
    // eslint-disable-next-line @typescript-eslint/no-unsafe-argument
    return super.query(config, values, callback);
  }
}

/**
 * pg_trgm's word-similarity threshold for every connection (its default is 0.6). People search matches with
 * `<%`, which compares against it: at 0.3 a query word counts as found when it is about a third alike,
 * so 'jonh smiht' (0.36) still finds John Smith and 'casy' (0.6) Casey; ranking puts exact prefixes
 * first. Set per connection, not per search, so a search is one statement rather than a transaction of three.
 */
export const WORD_SIMILARITY_THRESHOLD = '0.3';

/** Settings every PostgreSQL connection starts with (libpq `options`). */
export const CONNECTION_OPTIONS = `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`;

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');
const EXTENSIONS = 'CREATE EXTENSION IF NOT EXISTS pg_trgm; CREATE EXTENSION IF NOT EXISTS citext;';

/**
 * An idle pooled connection that PostgreSQL closes (a restart, a failover, an administrator) is an 'error' event on
 * the pool. The pool drops that client and opens a new one for the next query; without a listener, Node would end
 * the whole process instead.
 */
function idleConnectionLost(error: Error): void {
  console.error(
    `PostgreSQL closed an idle connection (${error.message}); the pool opens a new one when needed`,
  );
}

/** PostgreSQL when a URL is given, otherwise the embedded PGlite in `dataDir/pg` (or in memory). */
export async function openDatabase(options: {
  url?: string;
  /** a directory, or 'memory' */ dataDir?: string;
}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 20,
      Client: PreparingClient,
      // pg_trgm's setting is a placeholder until the extension loads in the session, which then takes it up.
      options: CONNECTION_OPTIONS,
    });
    pool.on('error', idleConnectionLost);
    await pool.query(EXTENSIONS);
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    const listPool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      Client: PreparingClient,
      options: `${CONNECTION_OPTIONS} -c plan_cache_mode=force_generic_plan`,
    });
    listPool.on('error', idleConnectionLost);
    return {
      db,
      lists: drizzlePg(listPool, { schema }),
      kind: 'postgresql',
      close: async () => {
        await Promise.all([pool.end(), listPool.end()]);
      },
      // node-postgres prepares a named statement once per connection.
      prepared:
        <Row>(name: string, text: string) =>
        async (params: string[]) =>
          (await pool.query({ name, text, values: params })).rows as Row[],
    };
  }
  let dataDir: string | undefined;
  if (options.dataDir && options.dataDir !== 'memory') {
    dataDir = path.join(options.dataDir, 'pg');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm, citext } });
  await client.exec(EXTENSIONS);
  // One connection for the life of the process: a session setting is the same as a per-connection one.
  await client.exec(`SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  // Both drivers expose the same query builder; the node-postgres type stands for both.
  return {
    db: pgliteDb as unknown as Db,
    // PGlite plans every query afresh anyway (no named statements).
    lists: pgliteDb as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    // PGlite plans every parameterised query afresh (3× the cost of running it, measured); an SQL-level
    // PREPARE keeps the plan. EXECUTE takes values, not bind parameters, hence the literals.
    prepared: <Row>(name: string, text: string) => {
      let ready: Promise<unknown> | undefined;
      return async (params: string[]) => {
        ready ??= client.exec(`PREPARE ${name} AS ${text}`);
        await ready;
        return (await client.query<Row>(`EXECUTE ${name}(${params.map(literal).join(', ')})`)).rows;
      };
    },
  };
}
