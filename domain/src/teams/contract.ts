import { z } from 'zod';
import { MESSAGES } from '../common/messages';

export const TEAM_NAME_MAX = 80;
export const TEAM_BIO_MAX = 1000;
const TEAM_SLUG_MAX = 60;
export const TEAM_HOME_PORT_MAX = 120;
export const BOAT_NAME_MAX = 80;
/** A boat's make and model, each. */
export const BOAT_DETAIL_MAX = 80;
export const BOAT_REGISTRATION_MAX = 40;

/**
 * The URL slug of a team name: lower-case ASCII letters, digits and single hyphens ("Reel Deal II" → "reel-deal-ii").
 * Accents are folded; a name with nothing usable becomes "team". A taken slug gets "-2", "-3", … on the server.
 */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, TEAM_SLUG_MAX)
    .replace(/-+$/g, '');
  return slug || 'team';
}

/** A valid slug as slugify makes them (used to validate :teamSlug params). */
export const TeamSlugSchema = z
  .string()
  .min(1)
  .max(TEAM_SLUG_MAX + 8)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const TeamSlugParamsSchema = z.object({ teamSlug: TeamSlugSchema });
/** DELETE /api/teams/:teamSlug/members/:userId */
export const TeamMemberParamsSchema = TeamSlugParamsSchema.extend({ userId: z.uuid() });
export const InviteCodeParamsSchema = z.object({ inviteCode: z.string().min(6).max(64) });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value || null)
    .nullable()
    .optional();

/** POST /api/teams: the creator becomes the captain. */
export const CreateTeamSchema = z.object({
  name: z.string().trim().min(2, MESSAGES.teamNameRequired).max(TEAM_NAME_MAX),
  bio: z.string().trim().max(TEAM_BIO_MAX).default(''),
  homePort: optionalText(TEAM_HOME_PORT_MAX),
});
export type CreateTeamInput = z.input<typeof CreateTeamSchema>;

/** PATCH /api/teams/:slug (captain only); the slug stays as it was so shared links keep working. */
export const UpdateTeamSchema = z.object({
  name: z.string().trim().min(2, MESSAGES.teamNameRequired).max(TEAM_NAME_MAX).optional(),
  bio: z.string().trim().max(TEAM_BIO_MAX).optional(),
  homePort: optionalText(TEAM_HOME_PORT_MAX),
});
export type UpdateTeamInput = z.input<typeof UpdateTeamSchema>;

const TeamRoleSchema = z.enum(['captain', 'member']);

const TeamMemberSchema = z.object({
  userId: z.uuid(),
  displayName: z.string(),
  handle: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  role: TeamRoleSchema,
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const TeamSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  bio: z.string(),
  logoUrl: z.string().nullable(),
  homePort: z.string().nullable(),
  captain: z.object({ userId: z.uuid(), displayName: z.string() }),
  membersCount: z.number().int(),
  followersCount: z.number().int(),
  createdAt: z.string(),
});
export type TeamSummary = z.infer<typeof TeamSummarySchema>;

/** GET /api/teams/:slug: the team with what the viewer may do. */
export const TeamSchema = TeamSummarySchema.extend({
  members: z.array(TeamMemberSchema),
  boats: z.array(z.lazy(() => BoatSchema)),
  viewer: z.object({
    isMember: z.boolean(),
    isCaptain: z.boolean(),
    isFollowing: z.boolean(),
  }),
  /** Only for the captain: the code of /join-team/{inviteCode}. */
  inviteCode: z.string().nullable(),
});
export type Team = z.infer<typeof TeamSchema>;

export const MyTeamsSchema = z.object({ items: z.array(TeamSummarySchema.extend({ role: TeamRoleSchema })) });
export type MyTeams = z.infer<typeof MyTeamsSchema>;

/** GET /api/join-team/:inviteCode: what the invitation is for (signed in). */
export const InvitationSchema = z.object({ team: TeamSummarySchema, alreadyMember: z.boolean() });
export type Invitation = z.infer<typeof InvitationSchema>;

export const InviteCodeSchema = z.object({ inviteCode: z.string() });

export const TeamFollowStateSchema = z.object({ isFollowing: z.boolean(), followersCount: z.number().int() });
export type TeamFollowState = z.infer<typeof TeamFollowStateSchema>;

export const PageQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(50),
});

const TeamFollowerSchema = z.object({
  userId: z.uuid(),
  displayName: z.string(),
  handle: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  followedAt: z.string(),
});
export const TeamFollowersSchema = z.object({
  items: z.array(TeamFollowerSchema),
  total: z.number().int(),
  nextOffset: z.number().int().nullable(),
});
export type TeamFollowers = z.infer<typeof TeamFollowersSchema>;

/** One tournament the team entered (a registration that holds or held a place). */
const TeamTournamentSchema = z.object({
  registrationId: z.uuid(),
  eventId: z.uuid(),
  eventName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  location: z.string(),
  boatName: z.string().nullable(),
  status: z.enum(['registered', 'cancelled']),
});
export const TeamTournamentsSchema = z.object({ items: z.array(TeamTournamentSchema) });
export type TeamTournaments = z.infer<typeof TeamTournamentsSchema>;

/** GET /api/teams/:slug/analytics: approved catches only (judged), per event in date order. */
export const TeamAnalyticsSchema = z.object({
  approvedCatches: z.number().int(),
  totalWeightGrams: z.number().int(),
  biggestFishGrams: z.number().int().nullable(),
  tournamentsEntered: z.number().int(),
  events: z.array(
    z.object({
      eventId: z.uuid(),
      eventName: z.string(),
      startDate: z.string(),
      catches: z.number().int(),
      weightGrams: z.number().int(),
      /** The team's final place on the event's leaderboard (culling, penalties, tie-breaks); null without an approved catch. */
      finish: z.number().int().nullable(),
      entrants: z.number().int(),
    }),
  ),
});
export type TeamAnalytics = z.infer<typeof TeamAnalyticsSchema>;

// ── Boats ──

export const BoatParamsSchema = z.object({ boatId: z.uuid() });

export const BoatInputSchema = z.object({
  name: z.string().trim().min(1, MESSAGES.boatNameRequired).max(BOAT_NAME_MAX),
  teamId: z.uuid().nullable().optional(),
  make: optionalText(BOAT_DETAIL_MAX),
  model: optionalText(BOAT_DETAIL_MAX),
  lengthCm: z.number().int().min(100).max(10_000).nullable().optional(),
  registrationNumber: optionalText(BOAT_REGISTRATION_MAX),
});
export type BoatInput = z.input<typeof BoatInputSchema>;
/** PATCH /api/boats/:boatId: only the fields that change. */
export const BoatUpdateSchema = BoatInputSchema.partial();

export const BoatSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  owner: z.object({ userId: z.uuid(), displayName: z.string() }),
  team: z.object({ id: z.uuid(), slug: z.string(), name: z.string() }).nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  lengthCm: z.number().int().nullable(),
  registrationNumber: z.string().nullable(),
  photoUrl: z.string().nullable(),
  isMine: z.boolean(),
  createdAt: z.string(),
});
export type Boat = z.infer<typeof BoatSchema>;
export const BoatListSchema = z.object({ items: z.array(BoatSchema) });
export type BoatList = z.infer<typeof BoatListSchema>;
