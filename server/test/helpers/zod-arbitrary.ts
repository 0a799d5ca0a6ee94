import fc from 'fast-check';
import { z } from 'zod';

/**
 * zod → fast-check. The kept bridge (zod-fast-check) supports zod 3 only, so inputs are generated from the
 * schema's JSON Schema (z.toJSONSchema, input side): what a client may send, with transforms and refinements
 * left to the server. Values a name suggests (dates, ids, slugs) come from `hints` so inputs get past
 * validation to the services.
 */
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

/** Values to prefer for a property of this name (known ids, slugs…), or undefined. */
export type Hints = (name: string) => fc.Arbitrary<unknown> | undefined;

const MAX_DEPTH = 6;

export function toJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Values `schema` should accept (mostly: refinements are not known here). */
export function arbitraryOf(schema: z.ZodType, hints: Hints = () => undefined): fc.Arbitrary<unknown> {
  const root = toJsonSchema(schema);
  return fromJsonSchema(root, { defs: root.$defs ?? {}, hints, depth: 0 }, '');
}

interface Context {
  defs: Record<string, JsonSchema>;
  hints: Hints;
  depth: number;
}

function fromJsonSchema(node: JsonSchema, ctx: Context, name: string): fc.Arbitrary<unknown> {
  if (ctx.depth > MAX_DEPTH) return fc.constant(null);
  const inner = { ...ctx, depth: ctx.depth + 1 };
  if (node.$ref) {
    const target = ctx.defs[node.$ref.replace('#/$defs/', '')];
    return target ? fromJsonSchema(target, inner, name) : fc.constant(null);
  }
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  const options = node.anyOf ?? node.oneOf;
  if (options) return fc.oneof(...options.map((option) => fromJsonSchema(option, inner, name)));
  if (node.allOf?.[0]) return fromJsonSchema(node.allOf[0], inner, name);
  if (Array.isArray(node.type))
    return fc.oneof(...node.type.map((type) => fromJsonSchema({ ...node, type }, inner, name)));
  const hinted = name ? ctx.hints(name) : undefined;
  switch (node.type ?? 'any') {
    case 'string':
      return hinted ? fc.oneof({ arbitrary: hinted, weight: 3 }, stringOf(node)) : stringOf(node);
    case 'integer':
    case 'number':
      return numberOf(node);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return arrayOf(node, inner, name);
    case 'object':
      return objectOf(node, inner);
    default:
      return hinted ?? fc.jsonValue({ maxDepth: 2 });
  }
}

function stringOf(node: JsonSchema): fc.Arbitrary<string> {
  const minLength = node.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(node.maxLength ?? 40, 80));
  switch (node.format ?? '') {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress().filter((email) => email.length <= maxLength || !node.maxLength);
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    case 'date':
      return isoDate();
    default:
  }
  if (node.pattern) {
    try {
      return fc.stringMatching(new RegExp(node.pattern)).filter((text) => text.length <= maxLength + 200);
    } catch {
      // a pattern fast-check cannot generate from: plain strings
    }
  }
  return fc.string({ minLength, maxLength });
}

function numberOf(node: JsonSchema): fc.Arbitrary<number> {
  const min = node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : node.minimum;
  const max = node.exclusiveMaximum !== undefined ? node.exclusiveMaximum - 1 : node.maximum;
  if (node.type === 'integer') {
    const lo = Math.max(min ?? -1_000_000, Number.MIN_SAFE_INTEGER);
    const hi = Math.min(max ?? 1_000_000, Number.MAX_SAFE_INTEGER);
    return fc.oneof(
      fc.integer({ min: lo, max: Math.max(lo, Math.min(hi, lo + 10_000)) }),
      fc.constantFrom(lo, hi),
    );
  }
  return fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true, noDefaultInfinity: true });
}

function arrayOf(node: JsonSchema, ctx: Context, name: string): fc.Arbitrary<unknown[]> {
  if (node.prefixItems) return fc.tuple(...node.prefixItems.map((item) => fromJsonSchema(item, ctx, name)));
  const minLength = node.minItems ?? 0;
  const maxLength = Math.max(minLength, Math.min(node.maxItems ?? 4, minLength + 4));
  const item = node.items ? fromJsonSchema(node.items, ctx, name) : fc.jsonValue({ maxDepth: 1 });
  return fc.array(item, { minLength, maxLength });
}

function objectOf(node: JsonSchema, ctx: Context): fc.Arbitrary<Record<string, unknown>> {
  const properties = node.properties ?? {};
  const keys = Object.keys(properties);
  if (keys.length === 0 && typeof node.additionalProperties === 'object') {
    return fc.dictionary(
      fc.string({ minLength: 1, maxLength: 12 }),
      fromJsonSchema(node.additionalProperties, ctx, ''),
      {
        maxKeys: 4,
      },
    );
  }
  const model = Object.fromEntries(keys.map((key) => [key, fromJsonSchema(properties[key]!, ctx, key)]));
  return fc.record(model, { requiredKeys: (node.required ?? []).filter((key) => key in model) });
}

export function isoDate(): fc.Arbitrary<string> {
  return fc
    .date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));
}
