import { z } from 'zod';
import { BOAT_NAME_MAX } from '@tightlines/domain/teams/contract';
import {
  ANGLER_NAME_MAX,
  ANGLERS_MAX,
  type OpenEvent,
  type RegistrationDraft,
  type RegistrationOptions,
} from '@tightlines/domain/tournaments/registration-contract';

/**
 * The wizard's fields. Messages are `registration:` i18n keys; the English of each server-side one
 * is the spec catalogue's text (waiver, division, anglers).
 */
export const WizardSchema = z
  .object({
    eventId: z.string(),
    divisionId: z.string(),
    divisionName: z.string(),
    entry: z.enum(['team', 'solo']),
    teamId: z.string(),
    boatId: z.string(),
    newBoatName: z.string().trim().max(BOAT_NAME_MAX),
    anglers: z
      .array(
        z.object({
          userId: z.string().nullable(),
          name: z.string().trim().min(1, 'validation.anglerName').max(ANGLER_NAME_MAX),
        }),
      )
      .min(1, 'validation.anglersRequired')
      .max(ANGLERS_MAX),
    waiverAccepted: z.boolean().refine((value) => value, 'validation.waiverRequired'),
  })
  .superRefine((values, context) => {
    if (values.entry === 'team' && !values.teamId)
      context.addIssue({ code: 'custom', path: ['teamId'], message: 'validation.teamRequired' });
  });
export type WizardValues = z.infer<typeof WizardSchema>;

/** The fields each step checks before moving on. */
export const STEP_FIELDS: (keyof WizardValues)[][] = [
  ['eventId', 'divisionId'],
  ['entry', 'teamId', 'boatId', 'newBoatName'],
  ['anglers'],
  ['waiverAccepted'],
];

export function emptyWizard(options: RegistrationOptions, eventId = ''): WizardValues {
  return {
    eventId,
    divisionId: '',
    divisionName: '',
    entry: options.teams.length > 0 ? 'team' : 'solo',
    teamId: options.teams[0]?.id ?? '',
    boatId: '',
    newBoatName: '',
    anglers: anglersFor(options, options.teams.length > 0 ? 'team' : 'solo', options.teams[0]?.id ?? ''),
    waiverAccepted: false,
  };
}

/** The anglers a fresh entry starts with: the team's members, or me alone. */
export function anglersFor(
  options: RegistrationOptions,
  entry: 'team' | 'solo',
  teamId: string,
): WizardValues['anglers'] {
  const team = entry === 'team' ? options.teams.find((item) => item.id === teamId) : undefined;
  if (team) return team.members.map((member) => ({ userId: member.userId, name: member.displayName }));
  return [{ userId: options.me.userId, name: options.me.displayName }];
}

export function fromDraft(draft: RegistrationDraft): WizardValues {
  return {
    eventId: draft.eventId,
    divisionId: draft.divisionId ?? '',
    divisionName: '',
    entry: draft.entry,
    teamId: draft.teamId ?? '',
    boatId: draft.boatId ?? '',
    newBoatName: draft.newBoatName,
    anglers: draft.anglers.map((angler) => ({ userId: angler.userId ?? null, name: angler.name })),
    waiverAccepted: draft.waiverAccepted,
  };
}

export function toDraft(values: WizardValues, step: number): RegistrationDraft {
  return {
    eventId: values.eventId,
    divisionId: values.divisionId || null,
    entry: values.entry,
    teamId: values.entry === 'team' ? values.teamId || null : null,
    boatId: values.boatId || null,
    newBoatName: values.boatId ? '' : values.newBoatName.trim(),
    anglers: values.anglers.filter((angler) => angler.name.trim()),
    waiverAccepted: values.waiverAccepted,
    step,
  };
}

/** The submit body's entry part (shared by event and series registration). */
export function entryOf(values: WizardValues, feeShownMinor: number) {
  return {
    entry: values.entry,
    teamId: values.entry === 'team' ? values.teamId || null : null,
    boatId: values.boatId || null,
    newBoatName: values.boatId ? '' : values.newBoatName.trim(),
    anglers: values.anglers.map((angler) => ({ userId: angler.userId, name: angler.name.trim() })),
    waiverAccepted: true as const,
    feeShownMinor,
  };
}

export const eventOf = (options: RegistrationOptions | undefined, eventId: string): OpenEvent | undefined =>
  options?.events.find((event) => event.id === eventId);
