/** What the account calls answer: declared once for the API and the page. */
import { z } from 'zod';
import type { MessageAnswer } from './api.views.js';

export type Rol = 'user' | 'comisario' | 'transmision' | 'admin' | 'superadmin';
export type NivelHabilidad = 'principiante' | 'intermedio' | 'avanzado';
export type AuthProviderName = 'local' | 'google';

/** What the API shows of an account: never the hash or the token version. */
export interface UserView {
  id: string;
  _id: string;
  nombre: string;
  apellido: string;
  email: string;
  rol: Rol;
  /** One screen of the original reads the role under this name. */
  role: Rol;
  suspendido: boolean;
  username: string | null;
  simuladorFavorito: string | null;
  cocheFavorito: string | null;
  nivelHabilidad: NivelHabilidad | null;
  biografia: string | null;
  imagenPerfil: string | null;
  /** 'ID de cliente de iRacing': shown to the owner and admins only. */
  iracingId: number | null;
  googleId: string | null;
  authProvider: AuthProviderName;
  campeonatosInscritos: string[];
  createdAt: string;
  updatedAt: string;
}

/** GET /api/users: one page of the admin's list; `siguiente` asks the next one (`despues`), null on the last. */
export interface UserPageAnswer {
  data: UserView[];
  siguiente: string | null;
}

/** A driver as other drivers see them (the report form, an event's participants): no e-mail. */
export interface DriverView {
  id: string;
  _id: string;
  nombre: string;
  apellido: string;
  username: string | null;
  avatarUrl: string | null;
}

/** GET /api/users/directory: one page of the drivers' directory; `siguiente` asks the next one (`despues`), null on the last. */
export interface DriverPageAnswer {
  data: DriverView[];
  siguiente: string | null;
}

/** POST /api/auth/login and /api/auth/google/exchange-code. */
export interface AuthSession {
  token: string;
  user: UserView;
}

/** PUT /api/users/{id}. */
export interface UserAnswer extends MessageAnswer {
  user: UserView;
}

/** POST /api/users/change-password: the new session's token. */
export interface ChangePasswordAnswer extends MessageAnswer {
  token: string;
}

/** GET /api/auth/verify-reset-token. */
export interface ResetTokenCheck {
  valid: boolean;
}

/**
 * A staff account without a second factor (docs/adr/0046): until when it keeps its role's calls, and
 * whether that date has passed (then only its security page helps).
 */
export interface StaffFactorNotice {
  plazo: string | null;
  vencido: boolean;
}

/** GET /api/auth/session: always 200, with the account when the request carries a valid session. */
export type SessionAnswer = { autenticado: false } | { autenticado: true; user: UserView; segundoFactor?: StaffFactorNotice };

/** GET /api/auth/providers; the sign-in page checks it at run time before offering Google. */
export const authProvidersSchema = z.object({ google: z.object({ enabled: z.boolean() }) });
export type AuthProviders = z.infer<typeof authProvidersSchema>;
