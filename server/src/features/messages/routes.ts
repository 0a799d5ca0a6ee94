import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import {
  ConversationDetailSchema,
  ConversationListQuerySchema,
  ConversationPageSchema,
  ConversationParamsSchema,
  MessageListQuerySchema,
  MessagePageSchema,
  MessageParamsSchema,
  MessageSchema,
  MessageSettingsSchema,
  ReadMarkSchema,
  SendMessageFieldsSchema,
  StartDirectResultSchema,
  StartDirectSchema,
  StartGroupSchema,
  UnreadSummarySchema,
} from '@tightlines/domain/messages/contract';
import { TeamSlugParamsSchema } from '@tightlines/domain/teams/contract';
import { requireUser, signedIn } from '#server/auth/guard';
import { readImageForm } from '#server/lib/images';
import {
  accept,
  deleteMessage,
  getConversation,
  getSettings,
  getTeamConversation,
  leave,
  listConversationsFor,
  listMessagesFor,
  putSettings,
  readConversation,
  sendMessage,
  startDirect,
  startGroup,
  typing,
  unreadFor,
  type MessageDeps,
} from './service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/**
 * /api/conversations/* and /api/message-settings: direct, group and team conversations. Everything is the
 * signed-in person's own; a conversation they are not in answers 404 'conversationNotFound' (staff included:
 * its existence is private).
 */
export function messageRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: MessageDeps = {
    db: app.db,
    listDb: app.listDb,
    storage: app.storage,
    uploadUrls: app.uploadUrls,
    realtime: app.realtime,
    jobs: app.jobs,
    config: app.config,
    log: app.log,
  };
  const me = async (request: Parameters<typeof requireUser>[0]) => (await requireUser(request)).user.id;
  r.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-store');
  });

  r.get(
    '/conversations',
    {
      onRequest: signedIn,
      schema: {
        tags: ['messages'],
        querystring: ConversationListQuerySchema,
        response: { 200: ConversationPageSchema, ...errors },
      },
    },
    async (request) => listConversationsFor(deps, await me(request), request.query),
  );

  r.get(
    '/conversations/unread',
    {
      onRequest: signedIn,
      schema: { tags: ['messages'], response: { 200: UnreadSummarySchema, ...errors } },
    },
    async (request) => unreadFor(deps, await me(request)),
  );

  r.post(
    '/conversations/direct',
    {
      onRequest: signedIn,
      config: { limits: ['message'] },
      schema: {
        tags: ['messages'],
        description:
          'Get or create the direct conversation with a person (200 either way; `created` tells which).',
        body: StartDirectSchema,
        response: { 200: StartDirectResultSchema, ...errors },
      },
    },
    async (request) => startDirect(deps, await me(request), request.body.userId),
  );

  r.post(
    '/conversations/group',
    {
      onRequest: signedIn,
      config: { limits: ['message'] },
      schema: {
        tags: ['messages'],
        body: StartGroupSchema,
        response: { 201: ConversationDetailSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await startGroup(deps, await me(request), request.body)),
  );

  r.get(
    '/conversations/team/:teamSlug',
    {
      onRequest: signedIn,
      schema: {
        tags: ['messages'],
        params: TeamSlugParamsSchema,
        response: { 200: ConversationDetailSchema, ...errors },
      },
    },
    async (request) => getTeamConversation(deps, await me(request), request.params.teamSlug),
  );

  r.get(
    '/conversations/:conversationId',
    {
      onRequest: signedIn,
      schema: {
        tags: ['messages'],
        params: ConversationParamsSchema,
        response: { 200: ConversationDetailSchema, ...errors },
      },
    },
    async (request) => getConversation(deps, await me(request), request.params.conversationId),
  );

  r.get(
    '/conversations/:conversationId/messages',
    {
      onRequest: signedIn,
      schema: {
        tags: ['messages'],
        params: ConversationParamsSchema,
        querystring: MessageListQuerySchema,
        response: { 200: MessagePageSchema, ...errors },
      },
    },
    async (request) => listMessagesFor(deps, await me(request), request.params.conversationId, request.query),
  );

  r.post(
    '/conversations/:conversationId/messages',
    {
      onRequest: signedIn,
      config: { limits: ['message', 'upload'] },
      schema: {
        tags: ['messages'],
        description:
          'JSON `{ content, clientId? }`, or multipart/form-data with those fields and a file `image`. 201 new; 200 when this clientId was already sent.',
        consumes: ['multipart/form-data', 'application/json'],
        params: ConversationParamsSchema,
        // Nullish: a multipart request has no JSON body here; sendMessage checks its fields with the same schema.
        body: SendMessageFieldsSchema.nullish(),
        response: { 200: MessageSchema, 201: MessageSchema, 413: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = await me(request);
      const form = request.isMultipart()
        ? await readImageForm(request, 'image')
        : { fields: (request.body ?? {}) as Record<string, unknown>, file: undefined };
      const result = await sendMessage(deps, userId, request.params.conversationId, {
        fields: form.fields,
        image: form.file,
      });
      return reply.status(result.created ? 201 : 200).send(result.message);
    },
  );

  r.delete(
    '/conversations/:conversationId/messages/:messageId',
    {
      onRequest: signedIn,
      schema: { tags: ['messages'], params: MessageParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteMessage(deps, await me(request), request.params.conversationId, request.params.messageId);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/conversations/:conversationId/read',
    {
      onRequest: signedIn,
      schema: {
        tags: ['messages'],
        params: ConversationParamsSchema,
        response: { 200: ReadMarkSchema, ...errors },
      },
    },
    async (request) => readConversation(deps, await me(request), request.params.conversationId),
  );

  r.post(
    '/conversations/:conversationId/typing',
    {
      onRequest: signedIn,
      schema: {
        tags: ['messages'],
        params: ConversationParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await typing(deps, await me(request), request.params.conversationId);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/conversations/:conversationId/leave',
    {
      onRequest: signedIn,
      schema: {
        tags: ['messages'],
        params: ConversationParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await leave(deps, await me(request), request.params.conversationId);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/conversations/:conversationId/accept',
    {
      onRequest: signedIn,
      schema: {
        tags: ['messages'],
        description: 'Moves a request to the inbox (replying does too).',
        params: ConversationParamsSchema,
        response: { 200: ConversationDetailSchema, ...errors },
      },
    },
    async (request) => accept(deps, await me(request), request.params.conversationId),
  );

  r.get(
    '/message-settings',
    {
      onRequest: signedIn,
      schema: { tags: ['messages'], response: { 200: MessageSettingsSchema, ...errors } },
    },
    async (request) => getSettings(deps, await me(request)),
  );

  r.put(
    '/message-settings',
    {
      onRequest: signedIn,
      schema: {
        tags: ['messages'],
        body: MessageSettingsSchema,
        response: { 200: MessageSettingsSchema, ...errors },
      },
    },
    async (request) => putSettings(deps, await me(request), request.body),
  );
  return Promise.resolve();
}
