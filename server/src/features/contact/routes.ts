import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ContactMessageCreatedSchema, ContactMessageSchema } from '@tightlines/domain/contact/contract';
import { sessionOf } from '#server/auth/guard';
import { submitContactMessage, type ContactDeps } from './service';

export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const deps: ContactDeps = { db: app.db, mailer: app.mailer, config: app.config, log: app.log };
  app.withTypeProvider<ZodTypeProvider>().post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        body: ContactMessageSchema,
        response: { 201: ContactMessageCreatedSchema },
      },
      config: { limits: ['contact'] },
    },
    async (request, reply) => {
      const current = await sessionOf(request);
      const created = await submitContactMessage(deps, request.body, current?.user.id ?? null);
      return reply.status(201).send(created);
    },
  );
}
