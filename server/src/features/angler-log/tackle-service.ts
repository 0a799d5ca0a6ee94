import {
  CreateTackleItemSchema,
  TACKLE_BOX_MAX,
  UpdateTackleItemSchema,
  type CreateTackleItem,
  type TackleItem,
  type TackleList,
  type UpdateTackleItem,
} from '@tightlines/domain/angler-log/contract';
import type { Db } from '#server/db/client';
import { AppError, forbidden } from '#server/lib/errors';
import { presentTackle } from './presenter';
import {
  countItems,
  deleteItem,
  insertItem,
  itemOwner,
  selectBox,
  selectItem,
  updateItem,
} from './tackle-repo';

const tackleNotFound = () => AppError.of(404, 'tackleNotFound');

/** Spec §5: a tackle item needs a name ('Name required' on the field, the toast's 'Please enter a name…'). */
function checkName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw AppError.of(400, 'tackleNameRequired', { name: 'Name required' });
  return trimmed;
}

/** The item `userId` may change: 404 when there is none, 403 when it is someone else's. */
async function ownItem(db: Db, userId: string, id: string): Promise<void> {
  const owner = await itemOwner(db, id);
  if (!owner) throw tackleNotFound();
  if (owner !== userId) throw forbidden();
}

/** The whole box, by category then name, each item with the catches it took. */
export async function listTackle(db: Db, userId: string): Promise<TackleList> {
  return { items: (await selectBox(db, userId, TACKLE_BOX_MAX)).map(presentTackle) };
}

export async function addTackle(db: Db, userId: string, input: CreateTackleItem): Promise<TackleItem> {
  const data = CreateTackleItemSchema.parse(input);
  const name = checkName(data.name);
  if ((await countItems(db, userId)) >= TACKLE_BOX_MAX) throw AppError.of(400, 'tackleBoxFull');
  const id = await insertItem(db, userId, {
    name,
    category: data.category,
    brand: data.brand ?? null,
    quantity: data.quantity,
    notes: data.notes ?? null,
  });
  return presentTackle((await selectItem(db, id))!);
}

export async function editTackle(
  db: Db,
  userId: string,
  id: string,
  input: UpdateTackleItem,
): Promise<TackleItem> {
  const data = UpdateTackleItemSchema.parse(input);
  await ownItem(db, userId, id);
  await updateItem(db, id, {
    name: data.name === undefined ? undefined : checkName(data.name),
    category: data.category,
    brand: data.brand,
    quantity: data.quantity,
    notes: data.notes,
  });
  return presentTackle((await selectItem(db, id))!);
}

export async function removeTackle(db: Db, userId: string, id: string): Promise<void> {
  await ownItem(db, userId, id);
  await deleteItem(db, id);
}

/** A catch may record only the recorder's own tackle: 400 for an unknown item, 403 for someone else's. */
export async function assertOwnTackle(db: Db, userId: string, id: string): Promise<void> {
  const owner = await itemOwner(db, id);
  if (!owner) throw AppError.of(400, 'tackleNotFound', { tackleItemId: 'Tackle item not found' });
  if (owner !== userId) throw forbidden();
}
