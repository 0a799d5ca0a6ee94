import type { Role } from '@tightlines/domain/roles/roles';

/** i18n key (namespace demo) of a role's human name. */
export const roleLabelKey = (role: Role) => `roles.${role}` as const;
