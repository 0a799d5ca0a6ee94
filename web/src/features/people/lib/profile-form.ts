import { z } from 'zod';
import type { MyProfile } from '@tightlines/domain/social/profiles';
import { UpdateProfileSchema } from '@tightlines/domain/social/profiles';

export type ProfileFormField = keyof typeof UpdateProfileSchema.shape;
/** Every field is text in the form (empty clears it, spec PATCH semantics); the contract trims and checks it. */
export type ProfileFormValues = z.input<typeof UpdateProfileSchema>;

const FIELDS = Object.keys(UpdateProfileSchema.shape) as ProfileFormField[];

/** What the form starts from: the saved profile, with empty text for what is not set. */
export function formValuesOf(profile: MyProfile): ProfileFormValues {
  return Object.fromEntries(FIELDS.map((field) => [field, profile[field] ?? '']));
}

/** The contract's own length limit for a field (so the inputs stop where the server would refuse). */
export function maxLengthOf(field: ProfileFormField): number | undefined {
  if (field === 'handle') return 30;
  const schema = UpdateProfileSchema.shape[field];
  const inner = schema instanceof z.ZodOptional ? schema.unwrap() : schema;
  return inner instanceof z.ZodString ? (inner.maxLength ?? undefined) : undefined;
}
