import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@tightlines/domain/common/messages';
import { isUniqueViolation } from '#server/db/errors';
import { AppError } from './errors';

function body(code: string, message: string, fields?: Record<string, string>) {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** The one error handler: typed errors keep their status and code; everything else is logged and hidden. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(body(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        fields[key] ??= issue.message ?? MESSAGES.invalidInput;
      }
      // The first field message is the one the person needs (the spec's wording lives in the schemas).
      const first = Object.values(fields)[0] ?? MESSAGES.invalidInput;
      return reply.status(400).send(body('validation', first, fields));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(body('tooManyRequests', MESSAGES.tooManyRequests));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(body('payloadTooLarge', MESSAGES.payloadTooLarge));
    }
    // A duplicate no service expected (drizzle wraps the driver's error, so its code sits on `cause`).
    if (isUniqueViolation(error)) {
      return reply.status(409).send(body('conflict', MESSAGES.conflict));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(body('badRequest', error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('unexpected', MESSAGES.unexpected));
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(body('notFound', `No route ${request.method} ${request.url.split('?')[0]}`)),
  );
}
