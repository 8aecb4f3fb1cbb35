/** One stored entry of the log ('Bitácora'). Never changed once written; purged only by age. */
export interface AuditEntry {
  id: string;
  /** When, as a UTC ISO instant (shown in Mexico City time). */
  creadoEl: string;
  /** The account that acted, 'console' for the command line, null when nobody was signed in. */
  actorId: string | null;
  actorRol: string | null;
  ip: string | null;
  navegador: string | null;
  accion: string;
  objetoTipo: string;
  objetoId: string | null;
  objetoNombre: string | null;
  /** The changed fields with their old and new values, already masked. */
  cambios: Array<{ campo: string; antes: unknown; despues: unknown }>;
}

/** A user agent as stored: long enough to tell browsers apart, never unbounded. */
export const MAX_USER_AGENT = 300;
