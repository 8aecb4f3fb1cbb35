/** What the audit log's reading answers ('Bitácora', docs/adr/0051). */

/** One changed field: its value before and after, already masked (null: it did not exist). */
export interface AuditChangeView {
  campo: string;
  antes: unknown;
  despues: unknown;
}

/** One entry as the panel, the CSV and the console show it. */
export interface AuditEntryView {
  id: string;
  /** The instant, UTC ISO. */
  creadoEl: string;
  /** The same instant in Mexico City time, 'dd/mm/aaaa hh:mm'. */
  fecha: string;
  /** Who: 'Nombre Apellido <correo>', 'Consola', 'Cuenta eliminada' or 'Sin sesión'. */
  actor: string;
  actorId: string | null;
  actorRol: string | null;
  ip: string | null;
  navegador: string | null;
  accion: string;
  objetoTipo: string;
  objetoId: string | null;
  objetoNombre: string | null;
  cambios: AuditChangeView[];
}

/**
 * GET /api/bitacora: a page, newest first, and the actions and object types recorded so far (the
 * filters' lists). No total: counting the whole log on every page grew with it (docs/adr/0063).
 */
export interface AuditPageView {
  entradas: AuditEntryView[];
  /** The page's number as asked (`pagina`, 1 when not said); the screen counts the pages it moves through. */
  page: number;
  limit: number;
  /** `despues` for the next (older) page; null on the last. */
  siguiente: string | null;
  /** `antes` for the page before (newer); null on the first. */
  anterior: string | null;
  acciones: string[];
  objetos: string[];
}
