import { z } from 'zod';
import { ROLES } from './roles';

/** Kept apart from roles.ts so the web's first script (route guard, menus) does not carry zod. */
export const RoleSchema = z.enum(ROLES);
