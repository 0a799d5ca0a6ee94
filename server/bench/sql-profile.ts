/**
 * What an endpoint costs inside PostgreSQL. The real app is built in this process on a drizzle instance whose
 * logger records every statement (and the prepared session lookup), one request per endpoint is injected, and
 * each recorded statement is run again as EXPLAIN (ANALYZE, FORMAT JSON) with the same parameters, in one
 * transaction per request (so a SET LOCAL of the request still applies), then rolled back.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { CONNECTION_OPTIONS, type Database } from '#server/db/client';
import * as schema from '#server/db/schema';
import { percentile } from './lib';

interface Statement {
  text: string;
  params: unknown[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

interface Explained {
  Plan: PlanNode;
  'Execution Time': number;
  'Planning Time': number;
}

/** Sequential scans that fail the target: posts and follows must always be read through an index. */
const WATCHED_TABLES = new Set(['user_posts', 'follows']);

export interface StatementProfile {
  /** The first line of the statement, shortened, to name it in the report. */
  label: string;
  executionMs: number;
  planningMs: number;
  seqScans: string[];
  /** Sequential scans of other tables (reported, not a failure). */
  otherSeqScans: string[];
}

export interface SqlProfile {
  /** Median over the repetitions of the summed Execution Time of every statement of one request. */
  executionMs: number;
  planningMs: number;
  statements: StatementProfile[];
  status: number;
}

export interface ProfiledRequest {
  name: string;
  path: string;
  /** Statements the first request ran and later ones did not (a cache filled on first use). */
  warmup: SqlProfile | null;
  steady: SqlProfile;
}

const REPETITIONS = 5;

function walk(node: PlanNode, visit: (node: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

function labelOf(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > 90 ? `${oneLine.slice(0, 87)}…` : oneLine;
}

const isTransactionControl = (text: string) => /^\s*(begin|commit|rollback|savepoint|release)\b/i.test(text);

async function explain(client: pg.Client, statements: Statement[]): Promise<StatementProfile[]> {
  const profiles: StatementProfile[] = [];
  await client.query('begin');
  try {
    for (const statement of statements) {
      if (isTransactionControl(statement.text)) continue;
      const result = await client.query<{ 'QUERY PLAN': Explained[] }>({
        text: `explain (analyze, format json) ${statement.text}`,
        values: statement.params,
      });
      const explained = result.rows[0]?.['QUERY PLAN'][0];
      if (!explained) throw new Error(`no plan for ${statement.text}`);
      const seqScans: string[] = [];
      const otherSeqScans: string[] = [];
      walk(explained.Plan, (node) => {
        if (node['Node Type'] !== 'Seq Scan' || !node['Relation Name']) return;
        const rows = (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1);
        const described = `Seq Scan on ${node['Relation Name']} (${rows} rows)`;
        (WATCHED_TABLES.has(node['Relation Name']) ? seqScans : otherSeqScans).push(described);
      });
      profiles.push({
        label: labelOf(statement.text),
        executionMs: explained['Execution Time'],
        planningMs: explained['Planning Time'],
        seqScans,
        otherSeqScans,
      });
    }
  } finally {
    await client.query('rollback');
  }
  return profiles;
}

/** EXPLAIN ANALYZE the statements REPETITIONS times; the run with the median total is kept. */
async function profileStatements(
  client: pg.Client,
  statements: Statement[],
  status: number,
): Promise<SqlProfile> {
  const runs: StatementProfile[][] = [];
  for (let i = 0; i < REPETITIONS; i++) runs.push(await explain(client, statements));
  const total = (run: StatementProfile[]) => run.reduce((sum, statement) => sum + statement.executionMs, 0);
  const median = percentile(runs.map(total), 50);
  const chosen = runs.find((run) => total(run) === median) ?? runs[0] ?? [];
  return {
    executionMs: median,
    planningMs: chosen.reduce((sum, statement) => sum + statement.planningMs, 0),
    statements: chosen,
    status,
  };
}

/** BENCH_SQL_DUMP=<dir>: each endpoint's statements with their parameters, to EXPLAIN by hand. */
function dump(dir: string, name: string, statements: Statement[]): void {
  mkdirSync(dir, { recursive: true });
  const text = statements
    .map((statement) => `-- params: ${JSON.stringify(statement.params)}\n${statement.text};\n`)
    .join('\n');
  writeFileSync(path.join(dir, `${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.sql`), text);
}

/** Runs each GET path through the real app (signed in with `cookie`) and profiles the SQL it issued. */
export async function profileRequests(options: {
  databaseUrl: string;
  authSecret: string;
  cookie: string;
  requests: { name: string; path: string }[];
}): Promise<ProfiledRequest[]> {
  let sink: Statement[] | null = null;
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 4, options: CONNECTION_OPTIONS });
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (text, params) => void sink?.push({ text, params }) },
  });
  const database: Database = {
    db,
    lists: db,
    kind: 'postgresql',
    close: () => pool.end(),
    prepared:
      <Row>(name: string, text: string) =>
      async (params: string[]) => {
        sink?.push({ text, params });
        return (await pool.query({ name, text, values: params })).rows as Row[];
      },
  };
  const config = loadConfig(
    {
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tl-bench-sql-')),
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
    },
    { authSecret: options.authSecret },
  );
  const app = await buildApp({ config, database, logger: false });
  const client = new pg.Client({ connectionString: options.databaseUrl, options: CONNECTION_OPTIONS });
  await client.connect();
  try {
    await app.ready();
    const results: ProfiledRequest[] = [];
    for (const request of options.requests) {
      const run = async () => {
        const captured: Statement[] = [];
        sink = captured;
        const response = await app.inject({
          method: 'GET',
          url: request.path,
          headers: { cookie: options.cookie },
        });
        sink = null;
        return { captured, status: response.statusCode };
      };
      const first = await run();
      const second = await run();
      if (process.env.BENCH_SQL_DUMP) dump(process.env.BENCH_SQL_DUMP, request.name, first.captured);
      const steadyTexts = new Set(second.captured.map((statement) => statement.text));
      const extra = first.captured.filter((statement) => !steadyTexts.has(statement.text));
      results.push({
        name: request.name,
        path: request.path,
        warmup: extra.length > 0 ? await profileStatements(client, extra, first.status) : null,
        steady: await profileStatements(client, second.captured, second.status),
      });
    }
    return results;
  } finally {
    await client.end();
    await app.close();
    await database.close();
  }
}
