import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@tightlines/domain/demo/contract';
import type { QueueItemDetail, QueuePage } from '@tightlines/domain/moderation/contract';
import { seedDemo } from '#server/seed/demo';
import { createTestApp, type TestApp } from './helpers/app';
import { signIn } from './helpers/factories';

let t: TestApp;
let moderator: string;

beforeAll(async () => {
  t = await createTestApp({ authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 } });
  await seedDemo(t.app);
  moderator = await signIn(t.app, 'demo-moderator@tightlines.app', DEMO_PASSWORD);
}, 240_000);
afterAll(async () => {
  await t.close();
});

async function get<T>(url: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie: moderator } });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<T>();
}

describe('the demo moderation queue', () => {
  it('shows the demo moderator reported posts, a comment, a message and a profile, grouped, with reasons and notes', async () => {
    const page = await get<QueuePage>('/api/moderation/queue?limit=50');
    expect(page.openCount).toBe(page.items.length);
    const types = new Set(page.items.map((item) => item.target.type));
    expect([...types].sort()).toEqual(['comment', 'message', 'post', 'profile']);
    const grouped = page.items.find((item) => item.reportCount === 3);
    expect(grouped?.reasons.map((entry) => entry.reason).sort()).toEqual(['misinformation', 'spam']);
    expect(grouped?.reporters).toHaveLength(3);
    const message = page.items.find((item) => item.target.type === 'message')!;
    const detail = await get<QueueItemDetail>(`/api/moderation/items/${message.id}`);
    expect(detail.reports[0]?.note).toBe('Keeps sending me charter prices after I said no.');
    expect(detail.context.entries.length).toBeGreaterThan(1);
  });

  it('has one earlier report settled with a warning, in the author’s history', async () => {
    const resolved = await get<QueuePage>('/api/moderation/queue?status=resolved');
    expect(resolved.items.map((item) => item.resolution)).toEqual(['warn']);
    const open = await get<QueuePage>('/api/moderation/queue?limit=50');
    const sameAuthor = open.items.find(
      (item) => item.target.author?.id === resolved.items[0]!.target.author?.id,
    );
    if (sameAuthor) {
      const detail = await get<QueueItemDetail>(`/api/moderation/items/${sameAuthor.id}`);
      expect(detail.authorHistory.map((action) => action.action)).toContain('warn');
    }
  });

  it('runs once: a second start adds no reports', async () => {
    const before = await get<QueuePage>('/api/moderation/queue?limit=50');
    await seedDemo(t.app);
    const after = await get<QueuePage>('/api/moderation/queue?limit=50');
    expect(after.items.map((item) => [item.id, item.reportCount])).toEqual(
      before.items.map((item) => [item.id, item.reportCount]),
    );
  });
});
