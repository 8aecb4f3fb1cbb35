import type { Logger } from '../platform/logger.js';

/** The signed-in account as the HTTP layer needs it (the identity module fills it in). */
export interface SessionUser {
  id: string;
  rol: 'user' | 'comisario' | 'transmision' | 'admin' | 'superadmin';
  suspendido: boolean;
  /** Staff past its grace date without a second factor: its role's calls are refused (docs/adr/0046). */
  segundoFactorVencido?: boolean;
  /** The opaque id of the session making the request (docs/adr/0046). */
  sessionId?: string;
}

/** What middleware leaves on ctx.state for the routes. */
export interface AppState {
  requestId: string;
  log: Logger;
  /** The verified token's claims (koa-jwt). */
  user?: { sub?: string; tv?: number; rol?: string };
  /** Where multipart forms' files are written while a request is read (removed once it is answered). */
  uploadTempDir?: string;
  /** PUBLIC_URL is https: cookies are marked `Secure` whatever the connection to this server. */
  publicUrlIsHttps?: boolean;
  /** A public read's handler: the next instant time alone changes its answer (`answerChangesAt`, docs/adr/0024). */
  publicReadChangesAt?: Date | null;
  /** The browser's own id read (or made) for a sign-in; its cookie is set only when a session is issued. */
  signInBrowser?: string;
  /** The account behind the token, read fresh on every request. */
  currentUser?: SessionUser;
  /** Whether this session confirmed who holds it within the last ten minutes (docs/adr/0046); read only when asked. */
  confirmedRecently?: () => Promise<boolean>;
}
