import {
  GROUP_NOTIFY_LEVELS,
  GROUP_PRIVACIES,
  GROUP_ROLES,
  GROUP_TYPES,
  MEMBERSHIP_STATUSES,
  type GroupMember,
  type GroupSummary,
  type MyMembership,
} from '@tightlines/domain/groups/contract';
import { MediaSchema } from '@tightlines/domain/social/posts';
import { presentImage, type UploadUrls } from '#server/storage/signed-urls';
import { presentPersonRow } from '#server/features/people/presenter';
import type { GroupRow, MemberListRow, PhotoRow } from './repo';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined, fallback: T): T =>
  (values as readonly (string | null | undefined)[]).includes(value) ? (value as T) : fallback;

export function presentMembership(row: {
  my_role: string | null;
  my_status: string | null;
  my_notify: string | null;
}): MyMembership | null {
  if (!row.my_status) return null;
  return {
    role: oneOf(GROUP_ROLES, row.my_role, 'member'),
    status: oneOf(MEMBERSHIP_STATUSES, row.my_status, 'pending'),
    notify: oneOf(GROUP_NOTIFY_LEVELS, row.my_notify, 'events'),
  };
}

/** Row → GroupSummarySchema (an allow-list: the invite code never reaches a card). */
export function presentGroupSummary(row: GroupRow): GroupSummary {
  const flat = row.about.replace(/\s+/g, ' ').trim();
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    excerpt: flat.length > 200 ? `${flat.slice(0, 199)}…` : flat,
    coverUrl: row.cover_url,
    type: oneOf(GROUP_TYPES, row.type, 'community'),
    privacy: oneOf(GROUP_PRIVACIES, row.privacy, 'public'),
    region: row.region,
    species: row.species ?? [],
    memberCount: Number(row.member_count),
    postCount: Number(row.post_count),
    lastActivityAt: row.last_activity_at ? iso(row.last_activity_at) : null,
    myMembership: presentMembership(row),
  };
}

export function presentMember(row: MemberListRow): GroupMember {
  return {
    person: presentPersonRow({ ...row, id: row.user_id }),
    role: oneOf(GROUP_ROLES, row.role, 'member'),
    status: oneOf(MEMBERSHIP_STATUSES, row.status, 'active'),
    joinedAt: iso(row.created_at),
  };
}

/** A group's photo: members-only, so its URLs are private signed ones (ADR 013). */
export function presentPhoto(row: PhotoRow, urls: UploadUrls) {
  const parsed = MediaSchema.safeParse(row.media);
  const media = parsed.success ? parsed.data : null;
  const image = presentImage(urls, 'private', row.media_url, media);
  return {
    postId: row.id,
    url: image.url ?? '',
    width: media?.width ?? 0,
    height: media?.height ?? 0,
    createdAt: iso(row.created_at),
  };
}
