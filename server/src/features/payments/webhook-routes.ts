import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import { receiveStripeWebhook } from './webhooks';
import './handlers';

/**
 * POST /api/payments/webhooks/stripe (public): Stripe's signed events. The body is kept as the exact bytes
 * received — this plugin's own JSON parser hands over a Buffer — because the signature is computed over them.
 */
export async function stripeWebhookRoutes(app: FastifyInstance): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/payments/webhooks/stripe',
    {
      schema: {
        tags: ['payments'],
        hide: false,
        headers: z.object({ 'stripe-signature': z.string().max(2_000).optional() }).loose(),
        response: {
          200: z.object({ received: z.literal(true), replay: z.boolean() }),
          400: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
      const outcome = await receiveStripeWebhook(
        {
          db: app.db,
          config: app.config,
          log: request.log,
          jobs: app.jobs,
          realtime: app.realtime,
          mailer: app.mailer,
        },
        raw,
        request.headers['stripe-signature'],
      );
      return { received: true as const, replay: !outcome.applied };
    },
  );
}
