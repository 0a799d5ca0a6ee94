import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { mailOutbox } from '#server/db/schema';
import type { Database } from '#server/db/client';
import { createMailer } from '#server/mail/mailer';
import { codeMail, confirmEmailMail } from '#server/mail/templates';
import { openTestDatabase } from './helpers/app';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

/** A mailer without SMTP whose log lines are kept, as the production build would configure it. */
function outboxMailer(env: Record<string, string>) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const config = loadConfig({
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    // A directory of its own: the config writes its generated keys there, never into the checkout.
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tl-mail-log-')),
    ...env,
  });
  const mailer = createMailer({
    from: config.mailFrom,
    db: database.db,
    log: pino({ level: 'info' }, stream),
    logText: config.logMailText,
  });
  return { mailer, log: () => lines.join('') };
}

const link = 'https://tightlines.example/verify?token=secret-token-123';

describe('mail without SMTP', () => {
  it('in production logs who it went to and which template, never the code or the link', async () => {
    const { mailer, log } = outboxMailer({ NODE_ENV: 'production' });
    await mailer.send('kim@example.com', codeMail({ code: '482913', purpose: 'sign-in', appUrl: 'x' }));
    await mailer.send('kim@example.com', confirmEmailMail({ firstName: 'Kim', url: link, appUrl: 'x' }));

    expect(log()).toContain('mail written to outbox');
    expect(log()).toContain('kim@example.com');
    expect(log()).toContain('code-sign-in');
    expect(log()).toContain('confirm-email');
    expect(log()).not.toContain('482913');
    expect(log()).not.toContain('secret-token-123');
    // The outbox keeps the whole mail for whoever runs the server.
    const kept = await database.db.select().from(mailOutbox);
    expect(kept.some((row) => row.text.includes('482913'))).toBe(true);
  });

  it('outside production also prints the text, so a developer can use the code', async () => {
    const { mailer, log } = outboxMailer({ NODE_ENV: 'development' });
    await mailer.send('dev@example.com', codeMail({ code: '771205', purpose: 'verify', appUrl: 'x' }));
    expect(log()).toContain('771205');
  });
});
