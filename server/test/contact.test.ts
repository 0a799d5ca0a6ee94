import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, REAL_RATE_LIMITS, type TestApp } from './helpers/app';
import { lastMailTo } from './helpers/factories';
import { contactMessages } from '#server/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const valid = {
  name: 'Casey Rivers',
  email: 'casey@example.com',
  subject: 'Weigh-in connectivity',
  message: 'We need a backup connection plan for our October weigh-in at the marina.',
  serviceInterest: 'cloud_solutions',
};

// Each case gets its own address so the limit never interferes.
let nextAddress = 10;
const send = (payload: unknown, remoteAddress = `203.0.113.${nextAddress++}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: payload as Record<string, unknown>,
    remoteAddress,
  });

describe('POST /api/contact', () => {
  it.each([
    ['name', { ...valid, name: '' }, 'Name is required'],
    ['name', { ...valid, name: '   ' }, 'Name is required'],
    ['email', { ...valid, email: '' }, 'Email is required'],
    ['email', { ...valid, email: 'casey@' }, 'Please enter a valid email address'],
    ['message', { ...valid, message: '' }, 'Message is required'],
    ['message', { ...valid, message: 'Too short' }, 'Message must be at least 10 characters'],
  ])('answers 400 when %s is invalid: %j', async (field, payload, message) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    const { error } = response.json<{
      error: { code: string; message: string; fields: Record<string, string> };
    }>();
    expect(error.code).toBe('validation');
    expect(error.message).toBe(message);
    expect(error.fields[field]).toBe(message);
  });

  it('rejects a service interest outside the spec list', async () => {
    const response = await send({ ...valid, serviceInterest: 'bait_delivery' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ error: { fields: Record<string, string> } }>().error.fields)).toEqual([
      'serviceInterest',
    ]);
  });

  it('stores the message and mails staff', async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(201);
    const created = response.json<{ id: string; createdAt: string }>();
    expect(Number.isNaN(Date.parse(created.createdAt))).toBe(false);

    const [row] = await t.app.db.select().from(contactMessages).where(eq(contactMessages.id, created.id));
    expect(row).toMatchObject({
      name: valid.name,
      email: valid.email,
      subject: valid.subject,
      message: valid.message,
      serviceInterest: 'cloud_solutions',
      userId: null,
    });

    const mail = await lastMailTo(t.app, t.app.config.staffEmail, 'contact-staff');
    expect(mail).toBeDefined();
    expect(mail?.to).toBe('hello@tightlines.app');
    expect(mail?.text).toContain(valid.message);
    expect(mail?.text).toContain(valid.email);
  });

  it('trims input and accepts a message without subject or service interest', async () => {
    const response = await send({
      name: '  Dana Shore ',
      email: ' dana@example.com ',
      message: '  Is the spring series open to kayaks?  ',
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, response.json<{ id: string }>().id));
    expect(row).toMatchObject({
      name: 'Dana Shore',
      email: 'dana@example.com',
      subject: '',
      message: 'Is the spring series open to kayaks?',
      serviceInterest: null,
    });
  });

  it('limits one address to 10 messages an hour', async () => {
    const strict = await createTestApp({ rateLimits: REAL_RATE_LIMITS });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt++) {
        const response = await strict.app.inject({
          method: 'POST',
          url: '/api/contact',
          payload: valid,
          remoteAddress: '198.51.100.7',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
    } finally {
      await strict.close();
    }
  });
});
