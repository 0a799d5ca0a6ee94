import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from './error-handler';

/** A duplicate as the pg driver raises it: SQLSTATE 23505 on the error itself. */
const pgDuplicate = () =>
  Object.assign(new Error('duplicate key value violates unique constraint "teams_slug_unique"'), {
    code: '23505',
  });

const app = Fastify({ logger: false });
installErrorHandler(app);
app.get('/drizzle-duplicate', () => {
  // What drizzle throws around a failed query: the driver's error is only the cause.
  throw new DrizzleQueryError('insert into "teams" …', [], pgDuplicate());
});
app.get('/pg-duplicate', () => {
  throw pgDuplicate();
});
app.get('/other-database-error', () => {
  throw new DrizzleQueryError(
    'select …',
    [],
    Object.assign(new Error('deadlock detected'), { code: '40P01' }),
  );
});
app.get('/bug', () => {
  throw new TypeError("Cannot read properties of undefined (reading 'id')");
});

afterAll(() => app.close());

describe('the error handler', () => {
  it('answers an uncaught duplicate wrapped by drizzle with 409 and the catalogue message', async () => {
    const response = await app.inject({ method: 'GET', url: '/drizzle-duplicate' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: 'conflict', message: 'That already exists.' } });
  });

  it('answers the driver’s own duplicate error with 409 too', async () => {
    const response = await app.inject({ method: 'GET', url: '/pg-duplicate' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: 'conflict', message: 'That already exists.' } });
  });

  it('hides any other failure behind a 500 that says nothing of the query', async () => {
    for (const url of ['/other-database-error', '/bug']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: { code: 'unexpected', message: 'An unexpected error occurred.' },
      });
    }
  });
});
