import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type ZodSerializerCompiler = ReturnType<typeof createSerializerCompiler>;
type RouteSchema = Parameters<ZodSerializerCompiler>[0];
type Serialize = (data: unknown) => string;

const zodSerializer = createSerializerCompiler({});

/** The fast-json-stringify function for a route's zod response schema, or null when JSON Schema cannot say it. */
function compileFast(given: unknown): Serialize | null {
  // A response schema is a zod type, or (as fastify-type-provider-zod also accepts) { properties: zod type }.
  const schema = given instanceof z.ZodType ? given : (given as { properties?: unknown } | null)?.properties;
  if (!(schema instanceof z.ZodType)) return null;
  try {
    // 'throw': a transform, a date or a custom check has no JSON Schema; such a route keeps the zod serializer.
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    return fastJson(json as Parameters<typeof fastJson>[0]);
  } catch {
    return null;
  }
}

/**
 * Responses are written by fast-json-stringify from the JSON Schema of each route's zod response schema:
 * only the properties the schema names go out (the same allow-list zod's parse gave), without parsing the
 * whole response into a new object first. On the social lists that parse was a tenth of the server's CPU
 * (social bench profile). fast-json-stringify trusts the types it is given, so with `check` on (development
 * and tests) every response is also parsed by zod, which throws on a response that breaks its contract, and
 * the two outputs must agree; in production only the fast one runs.
 */
export function responseSerializerCompiler(options: { check: boolean }): ZodSerializerCompiler {
  return (route: RouteSchema) => {
    const checked = zodSerializer(route) as Serialize;
    const fast = compileFast(route.schema);
    if (!fast) return checked;
    if (!options.check) return fast;
    return (data: unknown) => {
      const text = checked(data);
      const quick = fast(data);
      if (!isDeepStrictEqual(JSON.parse(quick), JSON.parse(text)))
        throw new Error(
          `fast response serializer disagrees with zod on ${route.method} ${route.url}: ${quick.slice(0, 300)}`,
        );
      return text;
    };
  };
}
