import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import pg from 'pg';
import { createTestApp, type TestApp } from './helpers/app';
import { buildUser, lastMailTo, type BuiltUser } from './helpers/factories';
import { jobs, mailOutbox, notificationPreferences, notifications, profiles } from '#server/db/schema';
import { notify } from '#server/features/notifications/service';
import { NOTIFICATION_DIGEST_QUEUE, digestKey } from '#server/features/notifications/digest';
import { backoffMs, createJobRunner, pendingJobs, type JobHandler } from '#server/jobs/runner';
import { notificationDigestMail } from '#server/mail/templates';
import { CATALOGUES } from '#server/features/notifications/messages';

const DIGEST_DELAY = 15 * 60_000;

let t: TestApp;
let casey: BuiltUser;
let jordan: BuiltUser;

beforeAll(async () => {
  t = await createTestApp({ notificationDigestDelayMs: DIGEST_DELAY });
  casey = await buildUser(t.app, { firstName: 'Casey', lastName: 'Rivers' });
  jordan = await buildUser(t.app, { firstName: 'Jordan', lastName: 'Reed' });
});
afterAll(async () => {
  await t.close();
});

const later = (ms = DIGEST_DELAY + 60_000) => new Date(Date.now() + ms);

/** `title` names the notification in these tests: the actor of a follow, the quote of a mention. */
async function send({
  userId,
  actorId = jordan.id,
  type = 'follow',
  title,
  actionUrl = `/profile/${jordan.id}`,
}: {
  userId: string;
  actorId?: string | null;
  type?: 'follow' | 'mention' | 'like';
  title: string;
  actionUrl?: string | null;
}) {
  const payload =
    type === 'follow'
      ? { type, params: { actorName: title } }
      : { type, params: { actorName: 'Jordan Reed', postId: 'abc', excerpt: title } };
  (await notify(t.app, { userId, actorId, actionUrl, ...payload }))();
}

async function digestJobs(userId: string) {
  return pendingJobs(t.app.db, NOTIFICATION_DIGEST_QUEUE, [digestKey(userId)]);
}

async function reset() {
  await t.app.db.delete(jobs);
  await t.app.db.delete(mailOutbox);
  await t.app.db.delete(notifications);
  await t.app.db.delete(notificationPreferences);
}

describe('the notification digest', () => {
  it('queues one digest per person, 15 minutes after the first notification that wants e-mail', async () => {
    await reset();
    const before = Date.now();
    await send({ userId: casey.id, title: 'Follow one' });
    await send({ userId: casey.id, type: 'mention', title: 'Mention two' });
    // Likes are in-app only by default: no e-mail, no job.
    await send({ userId: jordan.id, actorId: casey.id, type: 'like', title: 'Like' });

    const pending = await digestJobs(casey.id);
    expect(pending).toHaveLength(1);
    expect(pending[0]?.payload).toEqual({ userId: casey.id });
    const runAt = pending[0]?.runAt.getTime() ?? 0;
    expect(runAt).toBeGreaterThanOrEqual(before + DIGEST_DELAY);
    expect(runAt).toBeLessThan(Date.now() + DIGEST_DELAY);
    expect(await digestJobs(jordan.id)).toEqual([]);
  });

  it('waits until it is due, then mails the notifications and marks them e-mailed', async () => {
    await reset();
    await send({ userId: casey.id, title: 'Jordan <b>Reed</b>' });
    await send({ userId: casey.id, type: 'mention', title: 'Tight lines, @casey', actionUrl: '/posts/abc' });

    expect(await t.app.jobs.runOnce()).toBe(0);
    expect(await lastMailTo(t.app, casey.email, 'notification-digest')).toBeUndefined();

    expect(await t.app.jobs.runOnce({ now: later() })).toBe(1);
    const mail = await lastMailTo(t.app, casey.email, 'notification-digest');
    expect(mail?.subject).toBe('You have 2 new notifications on Tightlines');
    expect(mail?.text).toContain('New follower: Jordan <b>Reed</b> started following you');
    expect(mail?.text).toContain('Jordan Reed mentioned you: Tight lines, @casey');
    expect(mail?.text).toContain('http://localhost:3000/posts/abc');
    // User text is escaped in HTML, and links are absolute.
    expect(mail?.html).toContain('Jordan &#60;b&#62;Reed&#60;/b&#62; started following you');
    expect(mail?.html).not.toContain('<b>Reed</b>');
    expect(mail?.html).toContain('href="http://localhost:3000/posts/abc"');
    expect(mail?.html).toContain('http://localhost:3000/notification-preferences');

    const left = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, casey.id), isNull(notifications.emailedAt)));
    expect(left).toEqual([]);
    expect(await digestJobs(casey.id)).toEqual([]);

    // Nothing new: the next run mails nothing again.
    expect(await t.app.jobs.runOnce({ now: later() })).toBe(0);
    expect(await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, casey.email))).toHaveLength(1);
  });

  it('queues a fresh digest once the previous one is done', async () => {
    await reset();
    await send({ userId: casey.id, title: 'One' });
    await t.app.jobs.runOnce({ now: later() });
    await send({ userId: casey.id, title: 'Two' });
    expect(await digestJobs(casey.id)).toHaveLength(1);
    await t.app.jobs.runOnce({ now: later() });
    const mail = await lastMailTo(t.app, casey.email, 'notification-digest');
    expect(mail?.subject).toBe('New follower · Tightlines');
    expect(mail?.text).toContain('Two started following you');
    expect(mail?.text).not.toContain('One started following you');
  });

  it('keeps the job for a notification that arrives while the digest is being sent', async () => {
    await reset();
    await send({ userId: casey.id, title: 'Before' });
    const original = t.app.mailer.send.bind(t.app.mailer);
    const spy = vi.spyOn(t.app.mailer, 'send').mockImplementationOnce(async (to, content) => {
      await send({ userId: casey.id, title: 'During' });
      await original(to, content);
    });
    try {
      expect(await t.app.jobs.runOnce({ now: later() })).toBe(1);
    } finally {
      spy.mockRestore();
    }
    const first = await lastMailTo(t.app, casey.email, 'notification-digest');
    expect(first?.text).toContain('Before');
    expect(first?.text).not.toContain('During');
    const [rescheduled] = await digestJobs(casey.id);
    expect(rescheduled?.runAt.getTime()).toBeGreaterThan(Date.now() + DIGEST_DELAY - 60_000);

    await t.app.jobs.runOnce({ now: later(2 * DIGEST_DELAY) });
    const second = await lastMailTo(t.app, casey.email, 'notification-digest');
    expect(second?.text).toContain('During');
    expect(second?.text).not.toContain('Before');
  });

  it("writes the digest in the recipient's language, from the stored type and params", async () => {
    await reset();
    await t.app.db.update(profiles).set({ language: 'ar' }).where(eq(profiles.id, casey.id));
    try {
      await send({ userId: casey.id, title: 'Jordan Reed' });
      await t.app.jobs.runOnce({ now: later() });
      const mail = await lastMailTo(t.app, casey.email, 'notification-digest');
      expect(mail?.subject).toBe('متابع جديد · Tightlines');
      expect(mail?.text).toContain('متابع جديد: بدأ Jordan Reed متابعتك');
      expect(mail?.text).toContain('مرحبًا Casey، إليك ما فاتك');
      expect(mail?.html).toContain('dir="rtl"');
      expect(mail?.html).toContain('تفضيلات الإشعارات');
    } finally {
      await t.app.db.update(profiles).set({ language: null }).where(eq(profiles.id, casey.id));
    }
  });

  it('leaves out a type whose e-mail was switched off since, without mailing it later', async () => {
    await reset();
    await send({ userId: casey.id, title: 'Followed' });
    await t.app.db
      .insert(notificationPreferences)
      .values({ userId: casey.id, type: 'follow', inApp: true, email: false });
    await t.app.jobs.runOnce({ now: later() });
    expect(await lastMailTo(t.app, casey.email)).toBeUndefined();
    const [row] = await t.app.db.select().from(notifications).where(eq(notifications.userId, casey.id));
    expect(row?.emailedAt).not.toBeNull();
  });

  it('lists at most 20 and counts the rest', () => {
    const items = Array.from({ length: 20 }, (_, index) => ({
      title: `T${index}`,
      message: 'm',
      url: null,
      createdAt: new Date(),
    }));
    const mail = notificationDigestMail({
      firstName: 'Casey',
      items,
      more: 5,
      appUrl: 'https://tightlines.app',
      language: 'en',
      text: CATALOGUES.en.digest,
    });
    expect(mail.subject).toBe('You have 25 new notifications on Tightlines');
    expect(mail.html).toContain('…and 5 more.');
    expect(mail.text).toContain('…and 5 more.');
  });
});

describe('the job runner', () => {
  it('runs each due job exactly once when two runners poll at the same time', async () => {
    await reset();
    const seen: string[] = [];
    const handler: JobHandler<{ n: number }> = {
      async run(_app, payload) {
        seen.push(String(payload.n));
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    };
    const one = createJobRunner(t.app, { counting: handler }, { pollIntervalMs: 1000, batchSize: 4 });
    const two = createJobRunner(t.app, { counting: handler }, { pollIntervalMs: 1000, batchSize: 4 });
    for (let n = 0; n < 12; n++) await one.enqueue('counting', { n });

    let ran = 0;
    for (let round = 0; round < 5; round++) {
      const [a, b] = await Promise.all([one.runOnce(), two.runOnce()]);
      ran += a + b;
    }
    expect(ran).toBe(12);
    expect(seen.sort((x, y) => Number(x) - Number(y))).toEqual(
      Array.from({ length: 12 }, (_, n) => String(n)),
    );
    expect(await pendingJobs(t.app.db, 'counting')).toEqual([]);
  });

  it('skips a job another copy holds locked instead of waiting for it', async (context) => {
    const url = process.env.TEST_DATABASE_URL;
    if (t.database.kind !== 'postgresql' || !url) {
      context.skip('needs PostgreSQL: PGlite has one connection, so no second copy can hold a lock');
      return;
    }
    await reset();
    const ran: number[] = [];
    const runner = createJobRunner(
      t.app,
      { held: { run: async (_app, payload: { n: number }) => void ran.push(payload.n) } },
      { pollIntervalMs: 1000 },
    );
    await runner.enqueue('held', { n: 1 });
    await runner.enqueue('held', { n: 2 });
    const [first] = await t.app.db
      .select()
      .from(jobs)
      .where(eq(jobs.queue, 'held'))
      .orderBy(jobs.runAt)
      .limit(1);

    // Another copy mid-claim: it holds the row lock in an open transaction.
    const other = new pg.Client({ connectionString: databaseUrlOf(t) });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select id from jobs where id = $1 for update', [first?.id]);
      const claimed = await Promise.race([
        runner.runOnce(),
        new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), 3000)),
      ]);
      expect(claimed).toBe(1);
      expect(ran).toEqual([2]);
      await other.query('rollback');
    } finally {
      await other.end();
    }
    expect(await runner.runOnce()).toBe(1);
    expect(ran).toEqual([2, 1]);
  });

  it('retries a failing job with back-off, then gives up with the error kept', async () => {
    await reset();
    let calls = 0;
    const runner = createJobRunner(
      t.app,
      {
        flaky: {
          maxAttempts: 2,
          run: async () => {
            calls++;
            throw new Error('SMTP is down');
          },
        },
      },
      { pollIntervalMs: 1000 },
    );
    await runner.enqueue('flaky', {});
    const before = Date.now();
    expect(await runner.runOnce()).toBe(1);
    let [job] = await t.app.db.select().from(jobs).where(eq(jobs.queue, 'flaky'));
    expect(job).toMatchObject({ attempts: 1, lastError: 'SMTP is down', doneAt: null, lockedAt: null });
    expect(job?.runAt.getTime()).toBeGreaterThanOrEqual(before + backoffMs(1));

    // Not due again until the back-off has passed.
    expect(await runner.runOnce()).toBe(0);
    expect(await runner.runOnce({ now: later(backoffMs(1) + 1000) })).toBe(1);
    [job] = await t.app.db.select().from(jobs).where(eq(jobs.queue, 'flaky'));
    expect(job?.attempts).toBe(2);
    expect(job?.doneAt).not.toBeNull();
    expect(job?.lastError).toBe('SMTP is down');
    expect(await runner.runOnce({ now: later(24 * 60 * 60_000) })).toBe(0);
    expect(calls).toBe(2);
  });

  it('backs off exponentially, capped at an hour', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(20)).toBe(60 * 60_000);
  });

  it('polls on its own once started and stops cleanly', async () => {
    await reset();
    const ran: string[] = [];
    const runner = createJobRunner(
      t.app,
      { polled: { run: async () => void ran.push('x') } },
      { pollIntervalMs: 20 },
    );
    await runner.enqueue('polled', {});
    runner.start();
    await vi.waitFor(() => expect(ran).toEqual(['x']), { timeout: 3000 });
    await runner.stop();
    await runner.enqueue('polled', {});
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ran).toEqual(['x']);
  });
});

/** The URL of this file's database (a clone of the template), read back from the pool. */
function databaseUrlOf(app: TestApp): string {
  const client = (app.database.db as unknown as { $client: { options: { connectionString: string } } })
    .$client;
  return client.options.connectionString;
}
