/** What the entry list and withdrawal calls answer: declared once for the API, the CLI and the page. */
import type { MessageAnswer } from './api.views.js';

/** An enrolled driver as anyone sees them: no e-mail, no private data. */
export interface EntryView {
  usuarioId: string;
  nombre: string;
  apellido: string;
  username: string | null;
  avatarUrl: string | null;
  /** iRacing customer id, when the driver set it (public on iRacing and in every result). */
  iracingId: number | null;
  /** False for a deleted (anonymised) account, which has no driver page. */
  perfilPublico: boolean;
}

/** GET /api/campeonatos/{id}/inscritos (public), in enrolment order. */
export interface EntryListAnswer {
  success: true;
  campeonatoId: string;
  total: number;
  data: EntryView[];
}

/** 'pago' (card or manual payment), 'admin' (enrolled by hand), 'propia' (the driver entered a free championship himself). */
export type EntryOrigin = 'pago' | 'admin' | 'propia';

/** An enrolment as the admin sees it. */
export interface AdminEntryView extends EntryView {
  inscripcionId: string;
  email: string;
  /** UTC instant; screens show it in Mexico City time. */
  fechaInscripcion: string;
  origen: EntryOrigin;
  /** The completed payment behind the enrolment, if any. */
  pagoId: string | null;
}

/** GET /api/campeonatos/{id}/inscritos/admin (admin). */
export interface AdminEntryListAnswer {
  success: true;
  campeonatoId: string;
  nombreCampeonato: string;
  participantesMaximos: number;
  total: number;
  data: AdminEntryView[];
}

/** DELETE /api/campeonatos/{id}/inscritos/{usuarioId} (admin). */
export interface WithdrawalAnswer extends MessageAnswer {
  success: true;
  campeonatoId: string;
  usuarioId: string;
  /** The completed payment of the withdrawn enrolment: the admin refunds it in Pagos. */
  pagoId: string | null;
  reembolsoPendiente: boolean;
  participantesRegistrados: number;
}

/** POST /api/campeonatos/{id}/inscribirme: a driver entered a free championship himself. */
export interface EntryAnswer extends MessageAnswer {
  success: true;
  campeonatoId: string;
  participantesRegistrados: number;
}
