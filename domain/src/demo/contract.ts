import { z } from 'zod';
import { type Role } from '../roles/roles';
import { RoleSchema } from '../roles/schema';

/** Demo accounts: one per role, e-mails starting `demo-` (demo banner). */
export const DEMO_PASSWORD = 'tightlines-demo';

export const DEMO_ACCOUNTS: readonly { role: Role; email: string; firstName: string; lastName: string }[] = [
  { role: 'user', email: 'demo-angler@tightlines.app', firstName: 'Casey', lastName: 'Rivers' },
  { role: 'admin', email: 'demo-admin@tightlines.app', firstName: 'Morgan', lastName: 'Harbor' },
  { role: 'moderator', email: 'demo-moderator@tightlines.app', firstName: 'Jordan', lastName: 'Reed' },
  { role: 'charter_captain', email: 'demo-captain@tightlines.app', firstName: 'Sam', lastName: 'Marlin' },
  {
    role: 'tournament_director',
    email: 'demo-director@tightlines.app',
    firstName: 'Alex',
    lastName: 'Tidewater',
  },
  { role: 'advertiser', email: 'demo-advertiser@tightlines.app', firstName: 'Riley', lastName: 'Baitshop' },
  { role: 'publisher', email: 'demo-publisher@tightlines.app', firstName: 'Taylor', lastName: 'Inkwell' },
  { role: 'affiliate', email: 'demo-affiliate@tightlines.app', firstName: 'Jamie', lastName: 'Lure' },
];

/** What a demo staff account is told when it reaches for a real (non-demo) account. */
export const DEMO_ONLY = {
  code: 'demoOnly',
  message: 'Demo accounts can only view and change other demo accounts.',
} as const;

const DemoAccountSchema = z.object({
  role: RoleSchema,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export const DemoAccountsSchema = z.object({
  enabled: z.boolean(),
  password: z.string().nullable(),
  accounts: z.array(DemoAccountSchema),
});
export type DemoAccounts = z.infer<typeof DemoAccountsSchema>;
