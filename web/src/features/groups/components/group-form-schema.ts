import { z } from 'zod';
import { CreateGroupSchema } from '@tightlines/domain/groups/contract';
import type { GroupFormValues } from './group-fields';

const shape = CreateGroupSchema.shape;

/** The create and settings forms check what the contract checks; an empty slug lets the server derive one. */
export const GroupFormSchema: z.ZodType<GroupFormValues, GroupFormValues> = z.object({
  name: shape.name,
  slug: z.union([z.literal(''), shape.slug.unwrap()]),
  about: shape.about.unwrap(),
  rules: shape.rules.unwrap(),
  type: shape.type.unwrap(),
  privacy: shape.privacy.unwrap(),
  region: shape.region.unwrap(),
  species: shape.species.unwrap(),
});

export const emptyGroupForm: GroupFormValues = {
  name: '',
  slug: '',
  about: '',
  rules: '',
  type: 'community',
  privacy: 'public',
  region: '',
  species: [],
};
