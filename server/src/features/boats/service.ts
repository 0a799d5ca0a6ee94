import { BoatInputSchema, type Boat, type BoatInput, type BoatList } from '@tightlines/domain/teams/contract';
import type { Db } from '#server/db/client';
import { AppError, forbidden } from '#server/lib/errors';
import { presentBoat } from './presenter';
import { findBoat, insertBoat, isTeamMember, listBoats, updateBoatRow } from './repo';

const boatNotFound = () => AppError.of(404, 'boatNotFound');

/** A boat can be tied only to a team its owner belongs to. */
async function checkTeam(db: Db, ownerId: string, teamId: string | null | undefined): Promise<void> {
  if (!teamId) return;
  if (!(await isTeamMember(db, teamId, ownerId))) throw AppError.of(403, 'boatNotYours');
}

/** Creates a boat owned by `ownerId` (optionally a team's boat). Used by the API and the demo seed. */
export async function createBoat(db: Db, ownerId: string, input: BoatInput): Promise<{ id: string }> {
  const data = BoatInputSchema.parse(input);
  await checkTeam(db, ownerId, data.teamId);
  const row = await insertBoat(db, {
    name: data.name,
    ownerUserId: ownerId,
    teamId: data.teamId ?? null,
    make: data.make ?? null,
    model: data.model ?? null,
    lengthCm: data.lengthCm ?? null,
    registrationNumber: data.registrationNumber ?? null,
  });
  if (!row) throw new Error('boat not created');
  return row;
}

export async function getBoat(db: Db, viewerId: string | null, boatId: string): Promise<Boat> {
  const row = await findBoat(db, boatId);
  if (!row) throw boatNotFound();
  return presentBoat(row, viewerId);
}

export async function myBoats(db: Db, userId: string): Promise<BoatList> {
  return { items: (await listBoats(db, { ownerId: userId })).map((row) => presentBoat(row, userId)) };
}

export async function addBoat(db: Db, userId: string, input: BoatInput): Promise<Boat> {
  const { id } = await createBoat(db, userId, input);
  return getBoat(db, userId, id);
}

/** Only the owner edits a boat (403 for anyone else). */
export async function updateBoat(
  db: Db,
  userId: string,
  boatId: string,
  input: Partial<BoatInput>,
): Promise<Boat> {
  const row = await findBoat(db, boatId);
  if (!row) throw boatNotFound();
  if (row.owner_user_id !== userId) throw forbidden();
  const data = BoatInputSchema.partial().parse(input);
  if (data.teamId !== undefined) await checkTeam(db, userId, data.teamId);
  await updateBoatRow(db, boatId, {
    ...(data.name !== undefined ? { name: data.name } : {}),
    ...(data.teamId !== undefined ? { teamId: data.teamId } : {}),
    ...(data.make !== undefined ? { make: data.make } : {}),
    ...(data.model !== undefined ? { model: data.model } : {}),
    ...(data.lengthCm !== undefined ? { lengthCm: data.lengthCm } : {}),
    ...(data.registrationNumber !== undefined ? { registrationNumber: data.registrationNumber } : {}),
  });
  return getBoat(db, userId, boatId);
}
