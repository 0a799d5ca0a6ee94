import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { normalizeIP, type CreateRateLimitOptions } from '@fastify/rate-limit';
import { AppError } from './errors';
import type { Limit, RateLimitClass, RateLimitRule } from './rate-limits';

declare module 'fastify' {
  interface FastifyContextConfig {
    limits?: readonly RateLimitRule[];
  }
}

type Checker = ReturnType<FastifyInstance['createRateLimit']>;
type Outcome = Awaited<ReturnType<Checker>>;
/** A counted request's outcome (not one on an allow list). */
type CountedOutcome = Extract<Outcome, { isAllowed: false }>;

const kPerson = Symbol('rateLimitPerson');
type Counted = FastifyRequest & { [kPerson]?: string };

const ipOf = (request: FastifyRequest) => normalizeIP(request.ip);

/** Classes that apply only to some requests of a route, whatever the route. */
const APPLIES: Partial<Record<RateLimitClass, (request: FastifyRequest) => boolean>> = {
  upload: (request) => request.isMultipart(),
};

const isGeneral = (url: string) =>
  url.startsWith('/api/') && !/^\/api\/(auth|docs|health|ready)(\/|$)/.test(url);

/**
 * The one place content limits are applied: routes opt in with `config: { limits: ['post', 'upload'] }`, every /api
 * route outside auth is counted as `api`. Counts go to @fastify/rate-limit's store, so they are shared through Redis
 * when REDIS_URL is set. Must be called after @fastify/rate-limit is registered and before the routes. `sessionOf` is
 * auth's (a parameter, so lib does not import auth): requests are counted per person when signed in.
 */
export function installRateLimits(
  app: FastifyInstance,
  sessionOf: (request: FastifyRequest) => Promise<{ user: { id: string } } | null>,
): void {
  const { enabled, scale, classes } = app.config.rateLimits;
  if (!enabled) {
    app.log.warn('RATE_LIMITS=false: posts, likes, follows, uploads and mail are not limited');
    return;
  }

  const checkers = new Map<RateLimitClass, { perPerson: Checker; perIp: Checker }>();
  const checkerFor = (limit: RateLimitClass) => {
    let found = checkers.get(limit);
    if (!found) {
      const { perPerson, perIp } = classes[limit];
      const make = (rule: Limit, key: (request: Counted) => string) =>
        app.createRateLimit({
          max: Math.max(1, Math.round(rule.max * scale)),
          timeWindow: rule.windowMs,
          keyGenerator: key,
          // A Redis outage must not take posting down with it; counting resumes when Redis is back.
          skipOnError: true,
          // Without Redis the counts live in an LRU per limiter; room for a big single-server community.
          cache: 50_000,
        } as CreateRateLimitOptions);
      found = {
        perPerson: make(perPerson, (request) => `${limit}:u:${request[kPerson] ?? ''}`),
        perIp: make(perIp, (request) => `${limit}:ip:${ipOf(request)}`),
      };
      checkers.set(limit, found);
    }
    return found;
  };

  const refuse = (reply: FastifyReply, exceeded: CountedOutcome[]) => {
    // The longest wait among the limits that ran out: waiting less would only be refused again.
    const worst = exceeded.reduce((a, b) => (b.ttlInSeconds > a.ttlInSeconds ? b : a));
    void reply
      .header('ratelimit-limit', worst.max)
      .header('ratelimit-remaining', 0)
      .header('ratelimit-reset', worst.ttlInSeconds)
      .header('retry-after', worst.ttlInSeconds);
    return AppError.of(429, 'tooManyRequests');
  };
  /** RateLimit-* of the limit closest to running out among those this request was counted against. */
  const show = (reply: FastifyReply, outcome: CountedOutcome) => {
    const shown = reply.getHeader('ratelimit-remaining');
    if (shown !== undefined && Number(shown) <= outcome.remaining) return;
    void reply
      .header('ratelimit-limit', outcome.max)
      .header('ratelimit-remaining', outcome.remaining)
      .header('ratelimit-reset', outcome.ttlInSeconds);
  };
  const personOf = async (request: Counted) => {
    const session = request.currentSession === undefined ? await sessionOf(request) : request.currentSession;
    request[kPerson] = session?.user.id;
    return request[kPerson];
  };

  // The hot path: one count per request, per person when signed in, else per address.
  const api = checkerFor('api');
  const general = async (request: FastifyRequest, reply: FastifyReply) => {
    const outcome = await ((await personOf(request)) ? api.perPerson(request) : api.perIp(request));
    if (outcome.isAllowed) return;
    if (outcome.isExceeded) throw refuse(reply, [outcome]);
    show(reply, outcome);
  };

  const check = async (request: Counted, reply: FastifyReply, limits: RateLimitClass[]) => {
    const person = await personOf(request);
    const pending: Promise<Outcome>[] = [];
    for (const limit of limits) {
      const checker = checkerFor(limit);
      if (person) pending.push(checker.perPerson(request));
      pending.push(checker.perIp(request));
    }
    const outcomes = (await Promise.all(pending)).filter((outcome) => !outcome.isAllowed);
    const exceeded = outcomes.filter((outcome) => outcome.isExceeded);
    if (exceeded.length > 0) throw refuse(reply, exceeded);
    for (const outcome of outcomes) show(reply, outcome);
  };

  // Fastify derives a HEAD route from each GET route's options, hooks included: add ours once.
  const ours = new WeakSet<object>([general]);

  app.addHook('onRoute', (route: RouteOptions) => {
    const onRequest = hooksOf(route.onRequest);
    const preHandler = hooksOf(route.preHandler);
    if (isGeneral(route.url) && !onRequest.includes(general)) route.onRequest = [general, ...onRequest];
    const rules = route.config?.limits;
    if (!rules?.length || preHandler.some((hook) => ours.has(hook))) return;
    const content = async (request: FastifyRequest, reply: FastifyReply) => {
      const limits = rules.flatMap((rule) => {
        const limit = typeof rule === 'string' ? rule : rule.limit;
        const applies = typeof rule === 'string' || rule.when(request);
        return applies && (APPLIES[limit]?.(request) ?? true) ? [limit] : [];
      });
      if (limits.length > 0) await check(request, reply, limits);
    };
    // After the route's own guards (401/403 first) and after validation (a refused body costs nothing).
    ours.add(content);
    route.preHandler = [...preHandler, content];
  });
}

function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
