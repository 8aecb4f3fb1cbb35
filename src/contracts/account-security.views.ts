/** What the account security calls answer (docs/adr/0046). */
import type { MessageAnswer } from './api.views.js';
import type { AuthSession } from './identity.views.js';

/** One of the account's passkeys, as its owner sees it. */
export interface PasskeyView {
  id: string;
  nombre: string;
  /** ISO instants; the page shows them in Mexico City time. */
  creadaEl: string;
  ultimoUso: string | null;
  /** Whether the passkey is synchronised between devices (a password manager, iCloud, Google). */
  sincronizada: boolean;
}

/** GET /api/seguridad/llaves. */
export interface PasskeyListAnswer {
  llaves: PasskeyView[];
}

/**
 * The options a WebAuthn ceremony passes to the browser (`PublicKeyCredentialCreationOptionsJSON` or
 * `…RequestOptionsJSON`, handed as they are to @simplewebauthn/browser) and the challenge's id to send back.
 */
export interface WebAuthnOptionsAnswer {
  desafio: string;
  opciones: Record<string, unknown>;
}

/** POST /api/seguridad/llaves. */
export interface PasskeyAddedAnswer extends MessageAnswer {
  llave: PasskeyView;
}

/** How the second step of a sign-in may be answered: the authenticator app, a passkey, a recovery code. */
export type SecondStepMethod = 'app' | 'llave' | 'recuperacion';

/**
 * POST /api/auth/login (and the Google sign-in) for an account with a second factor: no session yet, only
 * the challenge to answer at POST /api/auth/segundo-paso before it expires.
 */
export interface SecondStepAnswer {
  segundoPaso: { desafio: string; metodos: SecondStepMethod[]; expiraEl: string };
}

/** What a sign-in answers: the session, or the second step it still needs. */
export type SignInAnswer = AuthSession | SecondStepAnswer;

/** GET /api/seguridad: the account's factors, and for staff whether one is required and until when it may wait. */
export interface SecuritySummary {
  app: boolean;
  llaves: number;
  codigosRestantes: number;
  /** Whether the account has a second factor (a confirmed app or a passkey). */
  segundoFactor: boolean;
  /** Staff (admins, superadmins, stewards) must have one. */
  requerido: boolean;
  /** Until when staff without a factor keep their role's calls (ISO); null when not required or already set. */
  plazo: string | null;
  /** Whether that date has passed: the staff calls are refused until a factor is added. */
  vencido: boolean;
}

/** POST /api/seguridad/app: a new secret to add to the authenticator app, not counted until confirmed. */
export interface TotpSetupAnswer {
  secreto: string;
  uri: string;
  /** The QR code of `uri`, as a PNG data URL. */
  qr: string;
}

/** The ten recovery codes, answered once (when the app is confirmed, or when new ones are made). */
export interface RecoveryCodesAnswer extends MessageAnswer {
  codigosRecuperacion: string[];
}

/** One live session of the account, as its owner sees it (docs/adr/0046): never its token. */
export interface OpenSessionView {
  /** Opaque id: what 'Cerrar' names. */
  id: string;
  /** 'Chrome en Windows'. */
  navegador: string;
  ip: string | null;
  /** ISO instants (the page writes them in Mexico City time). */
  ultimoUso: string;
  iniciada: string;
  /** The session making this request. */
  actual: boolean;
}

export interface SessionListAnswer {
  sesiones: OpenSessionView[];
}

export interface SessionsClosedAnswer extends MessageAnswer {
  cerradas: number;
}

/** How a session confirms a sensitive action: the second factor's ways, or the password of an account without one. */
export type ReconfirmationMethod = SecondStepMethod | 'contrasena';

/**
 * GET and POST /api/seguridad/confirmar: how this account confirms (empty: it has neither password nor
 * second factor and confirms by signing in again), and until when this session is confirmed (ISO; null: it is not).
 */
export interface ReconfirmationStatus {
  metodos: ReconfirmationMethod[];
  confirmadoHasta: string | null;
}

/** POST /api/seguridad/confirmar. */
export interface ReconfirmedAnswer extends MessageAnswer, ReconfirmationStatus {}
