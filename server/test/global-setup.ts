import pg from 'pg';
import { openDatabase } from '#server/db/client';

/**
 * On PostgreSQL (TEST_DATABASE_URL), migrate one template database per run; every test file clones it
 * (CREATE DATABASE … TEMPLATE), so files are isolated without truncating tables. On PGlite each file
 * gets its own in-memory database.
 */
export async function setup({ provide }: { provide: (key: 'templateDb', value: string) => void }) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    provide('templateDb', '');
    return;
  }
  const template = `tl_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();
  const database = await openDatabase({ url: withDatabase(url, template) });
  await database.close();
  provide('templateDb', template);

  return async () => {
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    const { rows } = await cleanup.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE starts_with(datname, $1) OR datname = $2`,
      [clonePrefix(template), template],
    );
    for (const row of rows) await cleanup.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
    await cleanup.end();
  };
}

/** Clones of `tl_template_123` are `tl_t_123_…`: each run cleans up only what it made. */
export function clonePrefix(template: string): string {
  return `tl_t_${template.replace('tl_template_', '')}_`;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDb: string;
  }
}
