import { z } from 'zod';
import { MESSAGES } from '../common/messages';
import { RoleSchema } from '../roles/schema';

/** Minimum password length. */
export const PASSWORD_MIN_LENGTH = 6;

const required = z.string().trim().min(1, MESSAGES.fillAllFields);
const optionalHandle = z.string().trim().max(100).optional().default('');

/** A new password and its confirmation must match and be long enough (sign-up and password reset). */
function checkNewPassword(form: { password: string; confirmPassword: string }, ctx: z.RefinementCtx): void {
  if (form.password && form.confirmPassword && form.password !== form.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.passwordsDoNotMatch });
  } else if (form.password && form.password.length < PASSWORD_MIN_LENGTH) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: MESSAGES.passwordTooShort });
  }
}

/** Sign-up (/auth/signup): every field required but the social handles; messages word-for-word. */
export const SignUpFormSchema = z
  .object({
    firstName: required.max(100),
    lastName: required.max(100),
    email: required.pipe(z.email(MESSAGES.emailInvalid)),
    password: z.string().min(1, MESSAGES.fillAllFields),
    confirmPassword: z.string().min(1, MESSAGES.fillAllFields),
    phoneNumber: required.max(40),
    country: required.max(80),
    instagram: optionalHandle,
    facebook: optionalHandle,
    twitter: optionalHandle,
    linkedin: optionalHandle,
    acceptTerms: z.boolean(),
  })
  .superRefine((form, ctx) => {
    checkNewPassword(form, ctx);
    if (!form.acceptTerms) {
      ctx.addIssue({ code: 'custom', path: ['acceptTerms'], message: MESSAGES.agreeToTerms });
    }
  });
export type SignUpForm = z.input<typeof SignUpFormSchema>;

/** A forgotten password reset with the e-mailed code: the same password rules as sign-up. */
export const ResetPasswordFormSchema = z
  .object({
    otp: required.max(12),
    password: z.string().min(1, MESSAGES.fillAllFields),
    confirmPassword: z.string().min(1, MESSAGES.fillAllFields),
  })
  .superRefine(checkNewPassword);
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

export const LoginFormSchema = z.object({
  email: required,
  password: z.string().min(1, MESSAGES.fillAllFields),
});
export type LoginForm = z.infer<typeof LoginFormSchema>;

export const MeSchema = z.object({
  user: z
    .object({
      id: z.string(),
      email: z.string(),
      emailVerified: z.boolean(),
      firstName: z.string(),
      lastName: z.string(),
      avatarUrl: z.string().nullable(),
      twoFactorEnabled: z.boolean(),
      isDemo: z.boolean(),
    })
    .nullable(),
  roles: z.array(RoleSchema),
  primaryRole: RoleSchema.nullable(),
  session: z.object({ expiresAt: z.number() }).nullable(),
});
export type Me = z.infer<typeof MeSchema>;

export const OAuthProvidersSchema = z.object({
  providers: z.array(z.enum(['google', 'facebook', 'apple'])),
});

const MFA_METHODS = ['totp', 'email'] as const;
const MfaMethodSchema = z.enum(MFA_METHODS);

export const MfaStatusSchema = z.object({
  totpEnabled: z.boolean(),
  emailEnabled: z.boolean(),
  preferredMethod: MfaMethodSchema.nullable(),
  backupCodesRemaining: z.number().int(),
  factors: z.array(
    z.object({
      id: z.string(),
      type: z.literal('totp'),
      friendlyName: z.string(),
      status: z.enum(['verified', 'unverified']),
    }),
  ),
});
export type MfaStatus = z.infer<typeof MfaStatusSchema>;

export const MfaEmailToggleSchema = z.object({ enabled: z.boolean() });
/** PUT /api/mfa/preferred: which second factor sign-in asks for first. */
export const MfaPreferredMethodSchema = z.object({ method: MfaMethodSchema });
