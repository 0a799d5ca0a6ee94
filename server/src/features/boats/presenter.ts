import type { Boat } from '@tightlines/domain/teams/contract';
import type { BoatRow } from './repo';

const iso = (value: Date | string) => new Date(value).toISOString();

/** Row → BoatSchema (allow-list). */
export function presentBoat(row: BoatRow, viewerId: string | null): Boat {
  return {
    id: row.id,
    name: row.name,
    owner: { userId: row.owner_user_id, displayName: row.owner_name },
    team:
      row.team_id && row.team_slug
        ? { id: row.team_id, slug: row.team_slug, name: row.team_name ?? '' }
        : null,
    make: row.make,
    model: row.model,
    lengthCm: row.length_cm === null ? null : Number(row.length_cm),
    registrationNumber: row.registration_number,
    photoUrl: row.photo_url,
    isMine: viewerId === row.owner_user_id,
    createdAt: iso(row.created_at),
  };
}
