import { z } from 'zod';
import { okWith } from './common.ts';
import { isIsoDate } from '@/domain/club-time.ts';
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

function required(label: string) {
  return (issue: { input: unknown }) =>
    issue.input === undefined || issue.input === null
      ? `${label} es obligatorio.`
      : `${label} debe ser texto.`;
}

export const emailField = z
  .string({ error: required('El email') })
  .trim()
  .toLowerCase()
  .min(1, { error: 'El email es obligatorio.' })
  .max(MAX_EMAIL, { error: 'El email es demasiado largo.' })
  .pipe(z.email({ error: 'El email no es válido.' }));

/** Login only checks length, so an old or unusual password is still answered with a 401. */
export const loginPasswordField = z
  .string({ error: required('La contraseña') })
  .min(1, { error: 'La contraseña es obligatoria.' })
  .max(MAX_PASSWORD, { error: 'La contraseña es demasiado larga.' });

export const newPasswordField = z
  .string({ error: required('La contraseña') })
  .min(MIN_PASSWORD, {
    error: `La contraseña debe tener al menos ${MIN_PASSWORD} caracteres.`,
  })
  .max(MAX_PASSWORD, { error: 'La contraseña es demasiado larga.' });

export const nameField = z
  .string({ error: required('El nombre') })
  .trim()
  .min(1, { error: 'El nombre es obligatorio.' })
  .max(MAX_NAME, { error: `El nombre no puede superar ${MAX_NAME} caracteres.` })
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), {
    error: 'El nombre contiene caracteres no válidos.',
  });

export const dniField = z
  .string({ error: required('El DNI') })
  .trim()
  .toUpperCase()
  .max(MAX_DNI, { error: `El DNI no puede superar ${MAX_DNI} caracteres.` })
  .regex(/^[A-Z0-9-]*$/, { error: 'El DNI solo puede contener letras, números y guiones.' });

/** YYYY-MM-DD, a real calendar date; whether it lies in the past is checked against ctx.now(). */
export const dobField = z
  .string({ error: required('La fecha de nacimiento') })
  .trim()
  .min(1, { error: 'La fecha de nacimiento es obligatoria.' })
  .max(10, { error: 'La fecha de nacimiento no es válida (AAAA-MM-DD).' })
  .refine(isIsoDate, { error: 'La fecha de nacimiento no es válida (AAAA-MM-DD).' });

export const tokenField = z
  .string({ error: required('El token') })
  .trim()
  .min(1, { error: 'El token es obligatorio.' })
  .max(MAX_TOKEN, { error: 'El token no es válido.' });

const bodyError = { error: 'Faltan los datos del formulario.' };

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
