/**
 * Request schemas and messages of the account calls, shared by the Koa routes, the CLI and the
 * React forms. Messages are the specification's own words.
 */
import { z } from 'zod';
import { oneLine } from './one-line-names.js';

export const MSG = {
  nameMin: 'Debe tener al menos 2 caracteres',
  emailInvalid: 'Email inválido',
  emailRequired: 'El correo es requerido',
  passwordRequired: 'La contraseña es requerida',
  passwordMin: 'La contraseña debe tener al menos 6 caracteres',
  passwordMax: 'La contraseña no puede tener más de 128 caracteres',
  passwordsDiffer: 'Las contraseñas no coinciden',
  termsRequired: 'Debes aceptar los términos y condiciones',
  currentRequired: 'La contraseña actual es requerida',
  newMin: 'La nueva contraseña debe tener al menos 6 caracteres',
  newRequired: 'La nueva contraseña es requerida',
  confirmRequired: 'Confirma la nueva contraseña',
} as const;

const email = z.string({ error: MSG.emailRequired }).trim().min(1, MSG.emailRequired).max(254, MSG.emailInvalid).pipe(z.email(MSG.emailInvalid));
/** A person's first or last name: 2 to 100 characters on one line. */
export const personName = oneLine(z.string({ error: MSG.nameMin }).trim().min(2, MSG.nameMin).max(100, 'Debe tener como máximo 100 caracteres'));
const newPassword = z.string({ error: MSG.passwordRequired }).min(6, MSG.passwordMin).max(128, MSG.passwordMax);

export const registerRequestSchema = z.object({
  nombre: personName,
  apellido: personName,
  email,
  password: newPassword,
  subscribeToNews: z.boolean().optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The registration form: the request plus confirmation and terms, checked in the browser. */
export const registerFormSchema = registerRequestSchema
  .extend({
    confirmPassword: z.string(),
    termsAccepted: z.boolean().refine((v) => v, MSG.termsRequired),
    subscribeToNews: z.boolean(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: MSG.passwordsDiffer, path: ['confirmPassword'] });
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const loginRequestSchema = z.object({
  email,
  password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(128, MSG.passwordMax),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email });

export const resetPasswordRequestSchema = z
  .object({
    token: z.string().min(1, 'Token de recuperación inválido'),
    userId: z.string().min(1, 'Token de recuperación inválido'),
    newPassword: z.string({ error: MSG.newRequired }).min(1, MSG.newRequired).min(6, MSG.passwordMin).max(128, MSG.passwordMax),
    confirmPassword: z.string({ error: MSG.confirmRequired }).min(1, MSG.confirmRequired),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: MSG.passwordsDiffer, path: ['confirmPassword'] });

export const changePasswordRequestSchema = z
  .object({
    currentPassword: z.string({ error: MSG.currentRequired }).min(1, MSG.currentRequired),
    newPassword: z.string({ error: MSG.newMin }).min(6, MSG.newMin).max(128, MSG.passwordMax),
    confirmPassword: z.string({ error: MSG.confirmRequired }).min(1, MSG.confirmRequired),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: MSG.passwordsDiffer, path: ['confirmPassword'] });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Debe tener como máximo ${max} caracteres`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

const formBoolean = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], { error: 'Debe ser verdadero o falso' });

/** iRacing customer ids are positive integers; the bound leaves room for decades of new members. */
export const IRACING_ID_MAX = 99_999_999;
export const IRACING_ID_LABEL = 'ID de cliente de iRacing';
export const IRACING_ID_MESSAGE = `El ${IRACING_ID_LABEL} debe ser un número entero entre 1 y ${IRACING_ID_MAX}`;

/** Optional: a number or its digits (a form field); empty clears it. */
const iracingIdField = z
  .union([z.number(), z.string()], { error: IRACING_ID_MESSAGE })
  .transform((v, ctx) => {
    const text = String(v).trim();
    if (text === '') return null;
    const n = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
    if (!Number.isInteger(n) || n < 1 || n > IRACING_ID_MAX) {
      ctx.addIssue({ code: 'custom', message: IRACING_ID_MESSAGE });
      return z.NEVER;
    }
    return n;
  })
  .nullable()
  .optional();

/**
 * PUT /api/users/{id}: every field optional; which of them the caller may change is a domain rule
 * (owner: profile fields; admin: also names, e-mail, rol, suspendido).
 */
export const updateUserRequestSchema = z.object({
  nombre: personName.optional(),
  apellido: personName.optional(),
  email: email.optional(),
  rol: z.enum(['user', 'comisario', 'transmision', 'admin', 'superadmin'], { error: 'Rol inválido' }).optional(),
  suspendido: formBoolean.optional(),
  simuladorFavorito: optionalText(100),
  cocheFavorito: optionalText(100),
  nivelHabilidad: z
    .union([z.enum(['principiante', 'intermedio', 'avanzado']), z.literal('').transform(() => null)], { error: 'Nivel de habilidad inválido' })
    .nullable()
    .optional(),
  biografia: optionalText(2000),
  iracingId: iracingIdField,
});
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

/** GET /api/users?search=…: the admin's search box, bounded like the names it searches. */
export const USER_SEARCH_MAX = 100;
export const userSearchSchema = z
  .string({ error: 'La búsqueda debe ser texto' })
  .trim()
  .max(USER_SEARCH_MAX, `La búsqueda debe tener como máximo ${USER_SEARCH_MAX} caracteres`)
  .optional();

/** The admin's list and the user pickers answer a page at a time, never more than `maxSize` accounts (docs/adr/0060). */
export const USERS_PAGE = { size: 50, maxSize: 100, pickerSize: 20 } as const;
export const USERS_PAGE_MSG = {
  limit: `Se muestran de 1 a ${USERS_PAGE.maxSize} usuarios por página`,
  lost: 'La página pedida no es válida: vuelve al inicio de la lista',
} as const;
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * GET /api/users's query: the search text, a role (the stewards picker asks 'comisario'), how many
 * accounts (1 to 100, 50 when not said) and `despues`, the `siguiente` of the page before.
 */
export const userListQuerySchema = z.object({
  search: userSearchSchema,
  rol: z.preprocess(blankToUndefined, z.enum(['user', 'comisario', 'admin', 'superadmin'], { error: 'Rol inválido' }).optional()),
  limite: z
    .preprocess(
      (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : blankToUndefined(v)),
      z.number({ error: USERS_PAGE_MSG.limit }).int(USERS_PAGE_MSG.limit).min(1, USERS_PAGE_MSG.limit).max(USERS_PAGE.maxSize, USERS_PAGE_MSG.limit).optional(),
    )
    .transform((v) => v ?? USERS_PAGE.size),
  despues: z.preprocess(blankToUndefined, z.string({ error: USERS_PAGE_MSG.lost }).max(400, USERS_PAGE_MSG.lost).optional()),
});
export type UserListQueryInput = z.input<typeof userListQuerySchema>;
export type UserListQuery = z.output<typeof userListQuerySchema>;

/** The drivers' directory answers a page at a time, never more than `maxSize` drivers (docs/adr/0060). */
export const DIRECTORY_PAGE = { size: 20, maxSize: 50 } as const;
export const DIRECTORY_PAGE_MSG = {
  limit: `Se muestran de 1 a ${DIRECTORY_PAGE.maxSize} pilotos por página`,
} as const;

/**
 * GET /api/users/directory's query: the text typed (searched in the name and the username, never the
 * e-mail), how many drivers (1 to 50, 20 when not said) and `despues`, the `siguiente` of the page before.
 */
export const driverDirectoryQuerySchema = z.object({
  search: userSearchSchema,
  limite: z
    .preprocess(
      (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : blankToUndefined(v)),
      z.number({ error: DIRECTORY_PAGE_MSG.limit }).int(DIRECTORY_PAGE_MSG.limit).min(1, DIRECTORY_PAGE_MSG.limit).max(DIRECTORY_PAGE.maxSize, DIRECTORY_PAGE_MSG.limit).optional(),
    )
    .transform((v) => v ?? DIRECTORY_PAGE.size),
  despues: z.preprocess(blankToUndefined, z.string({ error: USERS_PAGE_MSG.lost }).max(400, USERS_PAGE_MSG.lost).optional()),
});
export type DriverDirectoryQueryInput = z.input<typeof driverDirectoryQuerySchema>;

export const SKILL_LEVEL_LABELS = { principiante: 'Principiante', intermedio: 'Intermedio', avanzado: 'Avanzado' } as const;

export const FORGOT_PASSWORD_MESSAGE = 'Si el correo existe, recibirás un email con instrucciones.';
/**
 * POST /api/auth/register answers this, with 201, whether the address was new (the account is
 * created) or already had an account (nothing changes; its owner gets an e-mail): the answer never
 * tells who has an account.
 */
export const REGISTER_MESSAGE = 'Registro recibido. Inicia sesión con tu correo y contraseña; si ese correo ya tenía una cuenta, te enviamos un mensaje para entrar a ella.';
