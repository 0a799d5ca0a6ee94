import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import {
  BlockedPeriodInputSchema,
  CharterSettingsSchema,
  ListingInputSchema,
  PackageInputSchema,
  PhotoOrderSchema,
  SlotsInputSchema,
} from '@tightlines/domain/charters/contract';
import {
  AdminListingPageSchema,
  AdminListingQuerySchema,
  BlockedParamsSchema,
  BlockedPeriodSchema,
  CalendarQuerySchema,
  ListingDecisionReasonSchema,
  OwnerCalendarSchema,
  OwnerListingListSchema,
  PackageParamsSchema,
  PhotoParamsSchema,
  PublicCharterSettingsSchema,
  SlotParamsSchema,
  SlotsResultSchema,
} from '@tightlines/domain/charters/owner';
import {
  AdminListingSchema,
  CharterPackageSchema,
  CharterPhotoSchema,
  ListingParamsSchema,
  OwnerListingSchema,
} from '@tightlines/domain/charters/views';
import { apiAccessOf } from '@tightlines/domain/roles/api-access';
import type { Role } from '@tightlines/domain/roles/roles';
import { hasRole, requireUser } from '#server/auth/guard';
import { AppError } from '#server/lib/errors';
import { readImageForm } from '#server/lib/images';
import {
  addBlocked,
  addPackage,
  addPhoto,
  addSlots,
  adminQueue,
  assertOwnListing,
  createListing,
  decideListing,
  deleteBlocked,
  deleteListing,
  deletePackage,
  deletePhoto,
  deleteSlot,
  listingCalendar,
  listingForEdit,
  myListings,
  orderPhotos,
  pauseListing,
  resumeListing,
  submitListing,
  updateListing,
  updatePackage,
  type ListingDeps,
} from './service';
import { readCharterSettings, writeCharterSettings } from './settings';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const tags = ['charters'];
const userOf = async (request: FastifyRequest) => (await requireUser(request)).user.id;

/** The roles API_ACCESS gives a route (every route here has a role list, except the public settings). */
function rolesOf(method: string, url: string): readonly Role[] {
  const access = apiAccessOf(method, url);
  if (!access || typeof access === 'string') throw new Error(`no role access entry for ${method} ${url}`);
  return access;
}

export function listingDeps(app: FastifyInstance): ListingDeps {
  return { db: app.db, storage: app.storage, jobs: app.jobs, config: app.config, realtime: app.realtime };
}

/** /api/charters/… the owner's listings, photos, packages and calendar (issue 18, part 1). */
export function charterListingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = listingDeps(app);
  const db = app.db;
  const role = (method: string, path: string) => hasRole(rolesOf(method, `/api${path}`));
  r.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-cache');
  });

  r.get(
    '/charters/settings',
    { schema: { tags, response: { 200: PublicCharterSettingsSchema } } },
    async () => readCharterSettings(db),
  );

  r.get(
    '/charters/mine',
    {
      onRequest: role('GET', '/charters/mine'),
      schema: { tags, response: { 200: OwnerListingListSchema, ...errors } },
    },
    async (request) => myListings(db, await userOf(request)),
  );

  r.post(
    '/charters/listings',
    {
      onRequest: role('POST', '/charters/listings'),
      config: { limits: ['listing'] },
      schema: { tags, body: ListingInputSchema, response: { 201: OwnerListingSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await createListing(db, await userOf(request), request.body)),
  );

  r.get(
    '/charters/listings/:listingId/edit',
    {
      onRequest: role('GET', '/charters/listings/:listingId/edit'),
      schema: { tags, params: ListingParamsSchema, response: { 200: OwnerListingSchema, ...errors } },
    },
    async (request) => listingForEdit(db, await userOf(request), request.params.listingId),
  );

  r.patch(
    '/charters/listings/:listingId',
    {
      onRequest: role('PATCH', '/charters/listings/:listingId'),
      config: { limits: ['listing'] },
      schema: {
        tags,
        description:
          'The whole listing form (its state does not change; an approved listing stays approved).',
        params: ListingParamsSchema,
        body: ListingInputSchema,
        response: { 200: OwnerListingSchema, ...errors },
      },
    },
    async (request) => updateListing(db, await userOf(request), request.params.listingId, request.body),
  );

  r.delete(
    '/charters/listings/:listingId',
    {
      onRequest: role('DELETE', '/charters/listings/:listingId'),
      config: { limits: ['listing'] },
      schema: { tags, params: ListingParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteListing(deps, await userOf(request), request.params.listingId);
      return reply.status(204).send(null);
    },
  );

  for (const [action, run] of [
    ['submit', submitListing],
    ['pause', pauseListing],
    ['resume', resumeListing],
  ] as const) {
    r.post(
      `/charters/listings/:listingId/${action}`,
      {
        onRequest: role('POST', `/charters/listings/:listingId/${action}`),
        config: { limits: ['listing'] },
        schema: { tags, params: ListingParamsSchema, response: { 200: OwnerListingSchema, ...errors } },
      },
      async (request) => run(db, await userOf(request), request.params.listingId),
    );
  }

  r.post(
    '/charters/listings/:listingId/photos',
    {
      onRequest: role('POST', '/charters/listings/:listingId/photos'),
      config: { limits: ['upload'] },
      schema: {
        tags,
        description: 'multipart/form-data with one file `image`; stored without EXIF, with resized variants.',
        consumes: ['multipart/form-data'],
        params: ListingParamsSchema,
        response: { 201: CharterPhotoSchema, 413: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = await userOf(request);
      // The owner check runs before the body is read: nobody else's file is ever processed.
      await assertOwnListing(db, userId, request.params.listingId);
      if (!request.isMultipart()) throw AppError.of(400, 'imageOnly');
      const form = await readImageForm(request, 'image');
      return reply.status(201).send(await addPhoto(deps, userId, request.params.listingId, form.file));
    },
  );

  r.put(
    '/charters/listings/:listingId/photos/order',
    {
      onRequest: role('PUT', '/charters/listings/:listingId/photos/order'),
      config: { limits: ['listing'] },
      schema: {
        tags,
        params: ListingParamsSchema,
        body: PhotoOrderSchema,
        response: { 200: z.array(CharterPhotoSchema), ...errors },
      },
    },
    async (request) => orderPhotos(db, await userOf(request), request.params.listingId, request.body),
  );

  r.delete(
    '/charters/listings/:listingId/photos/:photoId',
    {
      onRequest: role('DELETE', '/charters/listings/:listingId/photos/:photoId'),
      config: { limits: ['listing'] },
      schema: { tags, params: PhotoParamsSchema, response: { 200: z.array(CharterPhotoSchema), ...errors } },
    },
    async (request) =>
      deletePhoto(deps, await userOf(request), request.params.listingId, request.params.photoId),
  );

  r.post(
    '/charters/listings/:listingId/packages',
    {
      onRequest: role('POST', '/charters/listings/:listingId/packages'),
      config: { limits: ['listing'] },
      schema: {
        tags,
        params: ListingParamsSchema,
        body: PackageInputSchema,
        response: { 201: CharterPackageSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addPackage(db, await userOf(request), request.params.listingId, request.body)),
  );

  r.patch(
    '/charters/packages/:packageId',
    {
      onRequest: role('PATCH', '/charters/packages/:packageId'),
      config: { limits: ['listing'] },
      schema: {
        tags,
        description: 'The whole package form.',
        params: PackageParamsSchema,
        body: PackageInputSchema,
        response: { 200: CharterPackageSchema, ...errors },
      },
    },
    async (request) => updatePackage(db, await userOf(request), request.params.packageId, request.body),
  );

  r.delete(
    '/charters/packages/:packageId',
    {
      onRequest: role('DELETE', '/charters/packages/:packageId'),
      config: { limits: ['listing'] },
      schema: {
        tags,
        description: 'Deletes the package, or retires it (active false) when a booking names it.',
        params: PackageParamsSchema,
        response: { 200: z.object({ outcome: z.enum(['deleted', 'retired']) }), ...errors },
      },
    },
    async (request) => deletePackage(db, await userOf(request), request.params.packageId),
  );

  r.get(
    '/charters/listings/:listingId/calendar',
    {
      onRequest: role('GET', '/charters/listings/:listingId/calendar'),
      schema: {
        tags,
        params: ListingParamsSchema,
        querystring: CalendarQuerySchema,
        response: { 200: OwnerCalendarSchema, ...errors },
      },
    },
    async (request) => listingCalendar(db, await userOf(request), request.params.listingId, request.query),
  );

  r.post(
    '/charters/listings/:listingId/slots',
    {
      onRequest: role('POST', '/charters/listings/:listingId/slots'),
      config: { limits: ['listing'] },
      schema: {
        tags,
        params: ListingParamsSchema,
        body: SlotsInputSchema,
        response: { 200: SlotsResultSchema, ...errors },
      },
    },
    async (request) => addSlots(db, await userOf(request), request.params.listingId, request.body),
  );

  r.delete(
    '/charters/slots/:slotId',
    {
      onRequest: role('DELETE', '/charters/slots/:slotId'),
      config: { limits: ['listing'] },
      schema: { tags, params: SlotParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteSlot(db, await userOf(request), request.params.slotId);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/charters/listings/:listingId/blocked',
    {
      onRequest: role('POST', '/charters/listings/:listingId/blocked'),
      config: { limits: ['listing'] },
      schema: {
        tags,
        params: ListingParamsSchema,
        body: BlockedPeriodInputSchema,
        response: { 201: BlockedPeriodSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addBlocked(db, await userOf(request), request.params.listingId, request.body)),
  );

  r.delete(
    '/charters/blocked/:periodId',
    {
      onRequest: role('DELETE', '/charters/blocked/:periodId'),
      config: { limits: ['listing'] },
      schema: { tags, params: BlockedParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteBlocked(db, await userOf(request), request.params.periodId);
      return reply.status(204).send(null);
    },
  );
  return Promise.resolve();
}

/** /api/admin/charters and /api/admin/charter-settings: the review queue and the settings (issue 18, part 1). */
export function charterAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = listingDeps(app);
  const role = (method: string, path: string) => hasRole(rolesOf(method, `/api/admin${path}`));
  r.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });

  r.get(
    '/charters',
    {
      onRequest: role('GET', '/charters'),
      schema: {
        tags,
        querystring: AdminListingQuerySchema,
        response: { 200: AdminListingPageSchema, ...errors },
      },
    },
    async (request) => adminQueue(app.db, await userOf(request), request.query),
  );

  r.post(
    '/charters/:listingId/approve',
    {
      onRequest: role('POST', '/charters/:listingId/approve'),
      config: { limits: ['listing'] },
      schema: { tags, params: ListingParamsSchema, response: { 200: AdminListingSchema, ...errors } },
    },
    async (request) => decideListing(deps, await userOf(request), request.params.listingId, 'approve', ''),
  );

  for (const decision of ['reject', 'suspend'] as const) {
    r.post(
      `/charters/:listingId/${decision}`,
      {
        onRequest: role('POST', `/charters/:listingId/${decision}`),
        config: { limits: ['listing'] },
        schema: {
          tags,
          params: ListingParamsSchema,
          body: ListingDecisionReasonSchema,
          response: { 200: AdminListingSchema, ...errors },
        },
      },
      async (request) =>
        decideListing(deps, await userOf(request), request.params.listingId, decision, request.body.reason),
    );
  }

  r.get(
    '/charter-settings',
    {
      onRequest: role('GET', '/charter-settings'),
      schema: { tags, response: { 200: CharterSettingsSchema, ...errors } },
    },
    async () => readCharterSettings(app.db),
  );

  r.put(
    '/charter-settings',
    {
      onRequest: role('PUT', '/charter-settings'),
      config: { limits: ['listing'] },
      schema: { tags, body: CharterSettingsSchema, response: { 200: CharterSettingsSchema, ...errors } },
    },
    async (request) => writeCharterSettings(app.db, request.body),
  );
  return Promise.resolve();
}
