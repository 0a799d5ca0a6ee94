import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

/**
 * Contracts are the routes' contracts (ARCHITECTURE: "every route declares its zod schemas from domain"): every
 * API route's params, query string and body schema is an export of a `domain` module, a route with `:params`
 * declares them all, and a handler that reads `request.body` or `request.query` has a schema that checked it.
 * The routes come from the app itself, so a new route with a schema of its own fails here.
 */

interface Route {
  name: string;
  url: string;
  schema: { body?: unknown; querystring?: unknown; params?: unknown; consumes?: string[] };
  handler: string;
}

const DOMAIN_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../domain/src');

let t: TestApp;
const routes: Route[] = [];
const domainSchemas = new Set<unknown>();

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      onRoute: (route: RouteOptions) => {
        if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
        // better-auth's catch-all parses its own bodies.
        if (route.url.startsWith('/api/auth/')) return;
        for (const method of [route.method].flat()) {
          if (method === 'HEAD') continue;
          routes.push({
            name: `${method} ${route.url}`,
            url: route.url,
            schema: (route.schema ?? {}) as Route['schema'],
            handler: String(route.handler),
          });
        }
      },
    },
  );
  const modules = readdirSync(DOMAIN_SRC, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  for (const file of modules) {
    const exports = (await import(`@tightlines/domain/${file.replace(/\.ts$/, '')}`)) as Record<
      string,
      unknown
    >;
    for (const value of Object.values(exports)) if (value instanceof z.ZodType) domainSchemas.add(value);
  }
});

afterAll(async () => {
  await t.close();
});

/** A nullish body is the same contract (a multipart request has no JSON body to check). */
const unwrap = (schema: unknown): unknown =>
  schema instanceof z.ZodOptional || schema instanceof z.ZodNullable ? unwrap(schema.unwrap()) : schema;

it('finds the routes and the domain schemas it checks', () => {
  expect(routes.length).toBeGreaterThan(100);
  expect(domainSchemas.size).toBeGreaterThan(100);
});

it('takes every route’s body, query and params schema from domain', () => {
  const local = routes.flatMap((route) =>
    (['body', 'querystring', 'params'] as const)
      .filter((part) => route.schema[part] !== undefined && !domainSchemas.has(unwrap(route.schema[part])))
      .map((part) => `${route.name} ${part}`),
  );
  expect(local).toEqual([]);
});

it('declares the params of every route with :params, and nothing else', () => {
  const wrong = routes.flatMap((route) => {
    const inUrl = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
    const params = route.schema.params;
    const declared = params instanceof z.ZodObject ? Object.keys(params.shape).sort() : [];
    return inUrl.join() === declared.join() ? [] : [`${route.name}: ${declared.join() || 'none'}`];
  });
  expect(wrong).toEqual([]);
});

/** Bodies read as raw bytes and checked by their signature instead of a schema (ADR 027: Stripe's webhooks). */
const SIGNED_RAW_BODIES = new Set(['POST /api/payments/webhooks/stripe']);

it('checks every body and query string a handler reads', () => {
  const unchecked = routes.flatMap((route) => [
    ...(route.handler.includes('request.body') && !route.schema.body && !SIGNED_RAW_BODIES.has(route.name)
      ? [`${route.name} body`]
      : []),
    ...(route.handler.includes('request.query') && !route.schema.querystring ? [`${route.name} query`] : []),
  ]);
  expect(unchecked).toEqual([]);
});

it('documents the fields of POST /api/posts for both body formats', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  type OpenApi = {
    paths: Record<string, { post?: { requestBody?: { content: Record<string, { schema: unknown }> } } }>;
  };
  const content = response.json<OpenApi>().paths['/api/posts']?.post?.requestBody?.content;
  for (const type of ['application/json', 'multipart/form-data']) {
    expect(content?.[type]?.schema).toMatchObject({
      properties: { content: { type: 'string' }, visibility: { enum: ['public', 'followers', 'private'] } },
    });
  }
});
