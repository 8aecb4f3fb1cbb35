/**
 * Request schemas and messages of account security (docs/adr/0046): passkeys, the authenticator app
 * (TOTP), recovery codes and the second step of a sign-in. Shared by the routes and the web app.
 */
import { z } from 'zod';

export const SECURITY_MSG = {
  passkeyNameMax: 'El nombre puede tener como máximo 60 caracteres',
  passkeyNameRequired: 'Escribe un nombre para la llave de acceso',
  challengeRequired: 'Falta la solicitud de la llave de acceso. Vuelve a intentarlo.',
  answerRequired: 'Falta la respuesta de la llave de acceso',
  codeRequired: 'Escribe el código',
  codeInvalid: 'El código debe tener 6 dígitos, o ser uno de tus códigos de recuperación',
  totpCodeInvalid: 'El código debe tener 6 dígitos',
} as const;

const desafio = z.string({ error: SECURITY_MSG.challengeRequired }).trim().min(1, SECURITY_MSG.challengeRequired).max(36, SECURITY_MSG.challengeRequired);
/** A browser's WebAuthn answer (RegistrationResponseJSON / AuthenticationResponseJSON): checked by the library, bounded here. */
const respuesta = z.record(z.string(), z.unknown(), { error: SECURITY_MSG.answerRequired });
const passkeyName = z.string({ error: SECURITY_MSG.passkeyNameRequired }).trim().min(1, SECURITY_MSG.passkeyNameRequired).max(60, SECURITY_MSG.passkeyNameMax);

/** POST /api/seguridad/llaves: the answer of the browser to the options, and an optional name. */
export const finishPasskeyRequestSchema = z.object({ desafio, respuesta, nombre: passkeyName.optional() });
export type FinishPasskeyRequest = z.input<typeof finishPasskeyRequestSchema>;

/** PUT /api/seguridad/llaves/{id}. */
export const renamePasskeyRequestSchema = z.object({ nombre: passkeyName });
export type RenamePasskeyRequest = z.input<typeof renamePasskeyRequestSchema>;

/** POST /api/auth/llave: a sign-in with a passkey. */
export const passkeySignInRequestSchema = z.object({ desafio, respuesta });
export type PasskeySignInRequest = z.input<typeof passkeySignInRequestSchema>;

const codigo = z.string({ error: SECURITY_MSG.codeRequired }).trim().min(1, SECURITY_MSG.codeRequired).max(40, SECURITY_MSG.codeInvalid);

/** POST /api/auth/segundo-paso: the challenge of the password step and a code of the app or a recovery code. */
export const secondStepRequestSchema = z.object({ desafio: z.string({ error: SECURITY_MSG.codeRequired }).trim().min(1).max(36), codigo });
export type SecondStepRequest = z.input<typeof secondStepRequestSchema>;

/** POST /api/seguridad/app/confirmar: the first code the app shows. */
export const confirmTotpRequestSchema = z.object({
  codigo: z
    .string({ error: SECURITY_MSG.codeRequired })
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, SECURITY_MSG.totpCodeInvalid)),
});
export type ConfirmTotpRequest = z.input<typeof confirmTotpRequestSchema>;

/**
 * POST /api/seguridad/confirmar: a fresh confirmation for sensitive actions (docs/adr/0046). A passkey's
 * answer (`desafio` and `respuesta`), else a code of the app or a recovery code (`codigo`), else, for an
 * account without a second factor, its password (`contrasena`).
 */
export const reconfirmRequestSchema = z.object({
  codigo: codigo.optional(),
  contrasena: z.string({ error: 'Escribe tu contraseña' }).max(200, 'La contraseña es demasiado larga').optional(),
  desafio: desafio.optional(),
  respuesta: respuesta.optional(),
});
export type ReconfirmRequest = z.input<typeof reconfirmRequestSchema>;
