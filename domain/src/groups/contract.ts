import { z } from 'zod';
import { PersonSchema } from '../social/people';

/**
 * Groups (issue 16): clubs and communities with a feed, members, events and photos. Group posts are ordinary
 * posts with a `groupId`; they are visible only to the group's active members (API, search, hashtags, trending,
 * images) and reach members' feeds with the group's name. The server and the web are built against this file.
 */

export const GROUP_TYPES = ['club', 'community', 'species', 'regional', 'conservation', 'youth'] as const;
export type GroupType = (typeof GROUP_TYPES)[number];

export const GROUP_PRIVACIES = ['public', 'private'] as const;
export type GroupPrivacy = (typeof GROUP_PRIVACIES)[number];

/** Highest first. The owner is one person; admins approve requests and manage members; moderators remove posts. */
export const GROUP_ROLES = ['owner', 'admin', 'moderator', 'member'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];
export const GROUP_ROLE_RANK: Record<GroupRole, number> = { owner: 4, admin: 3, moderator: 2, member: 1 };

/** active: a member; pending: asked to join a private group; banned: removed and may not rejoin. */
export const MEMBERSHIP_STATUSES = ['active', 'pending', 'banned'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** all: a notification for every new post in the group; events: only new events; none. Default 'events'. */
export const GROUP_NOTIFY_LEVELS = ['all', 'events', 'none'] as const;
export type GroupNotifyLevel = (typeof GROUP_NOTIFY_LEVELS)[number];

export const GROUP_NAME_MAX_CHARS = 80;
export const GROUP_ABOUT_MAX_CHARS = 2_000;
export const GROUP_RULES_MAX_CHARS = 4_000;
export const GROUP_REGION_MAX_CHARS = 80;
export const GROUP_SPECIES_MAX = 10;
export const GROUPS_PAGE_SIZE = 20;
export const GROUP_MEMBERS_PAGE_SIZE = 30;
/** A slug: lowercase letters, digits and single hyphens, 3–60 characters. */
export const GROUP_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const SlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, 'Use at least 3 characters')
  .max(60, 'Use at most 60 characters')
  .regex(GROUP_SLUG_PATTERN, 'Use lowercase letters, digits and hyphens');

export const CreateGroupSchema = z.object({
  name: z.string().trim().min(3, 'Use at least 3 characters').max(GROUP_NAME_MAX_CHARS),
  /** Derived from the name when omitted; a taken slug answers 409 'groupSlugTaken'. */
  slug: SlugSchema.optional(),
  about: z.string().trim().max(GROUP_ABOUT_MAX_CHARS).default(''),
  rules: z.string().trim().max(GROUP_RULES_MAX_CHARS).default(''),
  type: z.enum(GROUP_TYPES).default('community'),
  privacy: z.enum(GROUP_PRIVACIES).default('public'),
  region: z.string().trim().max(GROUP_REGION_MAX_CHARS).default(''),
  /** Species keys (domain tournaments/species). */
  species: z.array(z.string().trim().min(1).max(60)).max(GROUP_SPECIES_MAX).default([]),
});
export type CreateGroup = z.infer<typeof CreateGroupSchema>;
/** PATCH /api/groups/:groupId (owner and admins): any field of the create form. */
export const UpdateGroupSchema = CreateGroupSchema.partial();
export type UpdateGroup = z.infer<typeof UpdateGroupSchema>;

/** `groupId` in URLs is the group's uuid or its slug. */
export const GroupParamsSchema = z.object({ groupId: z.string().trim().min(1).max(100) });
export const GroupMemberParamsSchema = GroupParamsSchema.extend({ userId: z.uuid() });

export const GroupListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  type: z.enum(GROUP_TYPES).optional(),
  species: z.string().trim().max(60).optional(),
  region: z.string().trim().max(GROUP_REGION_MAX_CHARS).optional(),
  /** The directory's privacy filter (groups-web). */
  privacy: z.enum(GROUP_PRIVACIES).optional(),
  /** members (default), active (latest activity), new. */
  sort: z.enum(['members', 'active', 'new']).default('members'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(GROUPS_PAGE_SIZE),
});
export type GroupListQuery = z.infer<typeof GroupListQuerySchema>;

export const MyMembershipSchema = z.object({
  role: z.enum(GROUP_ROLES),
  status: z.enum(MEMBERSHIP_STATUSES),
  notify: z.enum(GROUP_NOTIFY_LEVELS),
});
export type MyMembership = z.infer<typeof MyMembershipSchema>;

/** A group as the directory and cards show it. */
export const GroupSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  /** The about text cut to 200 characters. */
  excerpt: z.string(),
  coverUrl: z.string().nullable(),
  type: z.enum(GROUP_TYPES),
  privacy: z.enum(GROUP_PRIVACIES),
  region: z.string(),
  species: z.array(z.string()),
  memberCount: z.number().int(),
  postCount: z.number().int(),
  /** The newest post, event or join; null for a group nobody has used. */
  lastActivityAt: z.string().nullable(),
  /** The viewer's membership (null for visitors and non-members). */
  myMembership: MyMembershipSchema.nullable(),
});
export type GroupSummary = z.infer<typeof GroupSummarySchema>;

export const GroupPageSchema = z.object({
  items: z.array(GroupSummarySchema),
  nextCursor: z.string().nullable(),
});
export type GroupPage = z.infer<typeof GroupPageSchema>;

/** GET /api/groups/:groupId: anyone sees a group's about page (a private group's posts, members and photos are members'). */
export const GroupDetailSchema = GroupSummarySchema.extend({
  about: z.string(),
  rules: z.string(),
  owner: PersonSchema,
  createdAt: z.string(),
  /** A few members' avatars for the header (empty for a private group the viewer is not in). */
  memberPreview: z.array(PersonSchema),
  upcomingEventCount: z.number().int(),
  /** Pending requests to join (0 unless the viewer is an owner or admin). */
  pendingRequestCount: z.number().int(),
  /** The invite link's code (owners and admins only; null otherwise). */
  inviteCode: z.string().nullable(),
  canPost: z.boolean(),
  canManage: z.boolean(),
  /** The viewer may read the feed, members and photos. */
  canSeeContent: z.boolean(),
});
export type GroupDetail = z.infer<typeof GroupDetailSchema>;

/** POST /api/groups/:groupId/join: `inviteCode` lets a person into a private group without a request. */
export const JoinGroupSchema = z.object({ inviteCode: z.string().trim().max(100).optional() });
/** The membership after join, leave, approve and the like (null: not a member any more). */
export const MembershipStateSchema = z.object({
  myMembership: MyMembershipSchema.nullable(),
  memberCount: z.number().int(),
});
export type MembershipState = z.infer<typeof MembershipStateSchema>;

export const GroupMemberSchema = z.object({
  person: PersonSchema,
  role: z.enum(GROUP_ROLES),
  status: z.enum(MEMBERSHIP_STATUSES),
  joinedAt: z.string(),
});
export type GroupMember = z.infer<typeof GroupMemberSchema>;
export const GroupMembersQuerySchema = z.object({
  /** active (default); pending and banned are for owners and admins. */
  status: z.enum(MEMBERSHIP_STATUSES).default('active'),
  q: z.string().trim().max(100).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(GROUP_MEMBERS_PAGE_SIZE),
});
export const GroupMemberPageSchema = z.object({
  items: z.array(GroupMemberSchema),
  nextCursor: z.string().nullable(),
});
export type GroupMemberPage = z.infer<typeof GroupMemberPageSchema>;

/** PUT /api/groups/:groupId/members/:userId/role: owners set admins; admins set moderators and members. */
export const SetGroupRoleSchema = z.object({ role: z.enum(['admin', 'moderator', 'member']) });
export const SetGroupNotifySchema = z.object({ notify: z.enum(GROUP_NOTIFY_LEVELS) });
export const InviteLinkSchema = z.object({ inviteCode: z.string() });

/** GET /api/group-invites/:code: who invited you where, before you join. */
export const GroupInvitePreviewSchema = z.object({ group: GroupSummarySchema });
export const InviteCodeParamsSchema = z.object({ code: z.string().trim().min(1).max(100) });

/** The group a post was written in, shown on the post card ("in Tampa Bay Kayak Club"). */
export const PostGroupSchema = z.object({ id: z.uuid(), slug: z.string(), name: z.string() });
export type PostGroup = z.infer<typeof PostGroupSchema>;

/** GET /api/groups/:groupId/photos: images from the group's posts (members only). */
export const GroupPhotoSchema = z.object({
  postId: z.uuid(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  createdAt: z.string(),
});
export const GroupPhotoPageSchema = z.object({
  items: z.array(GroupPhotoSchema),
  nextCursor: z.string().nullable(),
});
export type GroupPhotoPage = z.infer<typeof GroupPhotoPageSchema>;

/** GET /api/groups/mine (my groups, with requests waiting) and /api/groups/suggestions. */
export const GroupListSchema = z.object({ items: z.array(GroupSummarySchema) });
export type GroupList = z.infer<typeof GroupListSchema>;
