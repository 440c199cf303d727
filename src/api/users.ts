import { z } from 'zod';
import { okWith } from './common.ts';
import { isIsoDate } from '@/domain/club-time.ts';
import type { MessageKey } from '@/i18n/keys.ts';
import { LANGUAGES } from '@/i18n/languages.ts';

/** The contract of spec section 3: the user as the API returns it and local storage keeps it. */
export type Role =
  | 'admin'
  | 'coach'
  | 'user-adult'
  | 'user-youth'
  | 'user-padel'
  | 'vip'
  | 'uca'
  | 'guess'
  | 'user'
  | (string & {});

export type SubscriptionType =
  | 'adult'
  | 'youth'
  | 'padel'
  | 'socio_6p_4h'
  | 'socio_6p_8h'
  | 'socio_4p_4h'
  | 'socio_4p_8h'
  | 'no_socio_6p_4h'
  | 'no_socio_6p_8h'
  | 'no_socio_4p_4h'
  | 'no_socio_4p_8h';

export type SubscriptionStatus = 'active' | 'trialing' | 'canceled' | 'cancel' | (string & {});

export const subscriptionSchema = z.object({
  id: z.string(),
  type: z.string() as z.ZodType<SubscriptionType>,
  status: z.string() as z.ZodType<SubscriptionStatus>,
  /** ISO date-time, or null when unknown. */
  currentPeriodEnd: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** The user exactly as spec section 3 has it; nothing else (no hashes, no timestamps) leaves. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  dni: z.string(),
  /** YYYY-MM-DD (date part only), or null. */
  dob: z.string().nullable(),
  league: z.boolean(),
  role: z.string() as z.ZodType<Role>,
  /** Absolute or root-relative URL of the avatar, or null for the default picture. */
  image: z.string().nullable(),
  universityCard: z.string().nullable(),
  isUca: z.boolean(),
  subscriptions: z.array(subscriptionSchema),
  /** The language the account reads the club in; null until the member's first visit sets it. */
  language: z.enum(LANGUAGES).nullable(),
});
export type User = z.infer<typeof userSchema>;

/** PUT /users/me/language */
export const languageBodySchema = z.object({ language: z.enum(LANGUAGES) });
export type LanguageBody = z.infer<typeof languageBodySchema>;
export const languageResponseSchema = okWith({ language: z.enum(LANGUAGES) });

/** POST /users/login, PUT /users/update */
export const userResponseSchema = okWith({
  message: z.string(),
  user: userSchema,
});
export type UserResponse = z.infer<typeof userResponseSchema>;
/** GET /users/me */
export const meResponseSchema = okWith({ user: userSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;
/**
 * GET /users/session: the app's start check, where "nobody" is an answer (200 with null), not an
 * error: a visitor's first screen then logs no failed request.
 */
export const sessionResponseSchema = okWith({ user: userSchema.nullable() });

// ---------- account fields ----------

/**
 * Field schemas of the account calls (register, login, reset, profile), with the Spanish messages the PWA shows verbatim.
 * Every string has a maximum length: a megabyte of "name" must be a 400, not a slow scrypt or a
 * bloated row.
 */

export const MAX_EMAIL = 254;
export const MAX_NAME = 100;
export const MIN_PASSWORD = 8;
/** scrypt cost grows with the input; nobody types more than this. */
export const MAX_PASSWORD = 200;
export const MAX_DNI = 20;
export const MAX_TOKEN = 200;

/** A field's two refusals of a non-string: missing, or not text (catalogue keys, decision 089). */
function required(missing: MessageKey, notText: MessageKey) {
  return (issue: { input: unknown }) =>
    issue.input === undefined || issue.input === null ? missing : notText;
}

export const emailField = z
  .string({ error: required('validation.emailRequired', 'validation.emailNotText') })
  .trim()
  .toLowerCase()
  .min(1, { error: 'validation.emailRequired' })
  .max(MAX_EMAIL, { error: 'validation.emailTooLong' })
  .pipe(z.email({ error: 'validation.emailInvalid' }));

/** Login only checks length, so an old or unusual password is still answered with a 401. */
export const loginPasswordField = z
  .string({ error: required('validation.passwordMissing', 'validation.passwordNotText') })
  .min(1, { error: 'validation.passwordRequired' })
  .max(MAX_PASSWORD, { error: 'validation.passwordTooLong' });

export const newPasswordField = z
  .string({ error: required('validation.passwordMissing', 'validation.passwordNotText') })
  .min(MIN_PASSWORD, {
    error: 'validation.passwordTooShort',
  })
  .max(MAX_PASSWORD, { error: 'validation.passwordTooLong' });

export const nameField = z
  .string({ error: required('validation.nameRequired', 'validation.nameNotText') })
  .trim()
  .min(1, { error: 'validation.nameRequired' })
  .max(MAX_NAME, { error: 'validation.nameMax' })
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), {
    error: 'validation.nameCharacters',
  });

export const dniField = z
  .string({ error: required('validation.dniMissing', 'validation.dniNotText') })
  .trim()
  .toUpperCase()
  .max(MAX_DNI, { error: 'validation.dniMax' })
  .regex(/^[A-Z0-9-]*$/, { error: 'validation.dniCharacters' });

/** YYYY-MM-DD, a real calendar date; whether it lies in the past is checked against ctx.now(). */
export const dobField = z
  .string({ error: required('validation.dobMissing', 'validation.dobNotText') })
  .trim()
  .min(1, { error: 'validation.dobRequired' })
  .max(10, { error: 'validation.dobInvalid' })
  .refine(isIsoDate, { error: 'validation.dobInvalid' });

export const tokenField = z
  .string({ error: required('validation.tokenRequired', 'validation.tokenNotText') })
  .trim()
  .min(1, { error: 'validation.tokenRequired' })
  .max(MAX_TOKEN, { error: 'validation.tokenInvalid' });

const bodyError = { error: 'validation.formMissing' };

export const registerBodySchema = z.object(
  { name: nameField, email: emailField, password: newPasswordField, dob: dobField },
  bodyError,
);
export const loginBodySchema = z.object(
  { email: emailField, password: loginPasswordField },
  bodyError,
);
export const emailBodySchema = z.object({ email: emailField }, bodyError);
export const tokenBodySchema = z.object({ token: tokenField }, bodyError);
export const newPasswordBodySchema = z.object(
  { token: tokenField, password: newPasswordField },
  bodyError,
);
