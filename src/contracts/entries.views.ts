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

/** An entered driver as anyone sees him: with his car number and team (issue #30), when he has them. */
export interface EnteredDriverView extends EntryView {
  numeroAuto: number | null;
  equipo: string | null;
  /** The races he is suspended from by licence points (issue #33), in race order; screens show those not yet run. */
  suspensiones: EntrySuspensionView[];
}

/** A race an entered driver is suspended from. */
export interface EntrySuspensionView {
  carreraId: string;
  circuito: string;
  /** UTC instant of the race's start; screens show it in Mexico City time. */
  inicio: string;
}

/** A driver waiting for a place, as anyone sees him: name and order, no e-mail. */
export interface WaitingDriverView extends EntryView {
  posicion: number;
}

/** GET /api/campeonatos/{id}/inscritos (public), in enrolment order, then the waiting list in its order. */
export interface EntryListAnswer {
  success: true;
  campeonatoId: string;
  total: number;
  data: EnteredDriverView[];
  listaEspera: WaitingDriverView[];
}

/** 'pago' (card or manual payment), 'admin' (enrolled by hand), 'propia' (the driver entered a free championship himself). */
export type EntryOrigin = 'pago' | 'admin' | 'propia';

/** An enrolment as the admin sees it. */
export interface AdminEntryView extends EnteredDriverView {
  /** His number is reserved for him (kept when he leaves, carried to the next season). */
  numeroReservado: boolean;
  inscripcionId: string;
  email: string;
  /** UTC instant; screens show it in Mexico City time. */
  fechaInscripcion: string;
  origen: EntryOrigin;
  /** The completed payment behind the enrolment, if any. */
  pagoId: string | null;
}

/** A driver waiting, as the admin sees him: with the e-mail, when he joined and any open offer. */
export interface AdminWaitingDriverView extends WaitingDriverView {
  email: string;
  /** UTC instant he joined the queue. */
  fechaSolicitud: string;
  /** UTC instant an open offer ends; null while he only waits. */
  ofertaVenceEn: string | null;
}

/** GET /api/campeonatos/{id}/inscritos/admin (admin). */
export interface AdminEntryListAnswer {
  success: true;
  campeonatoId: string;
  nombreCampeonato: string;
  participantesMaximos: number;
  /** Hours an offered place waits for its driver. */
  horasParaAceptar: number;
  total: number;
  data: AdminEntryView[];
  listaEspera: AdminWaitingDriverView[];
  /** Entry requests waiting for a decision, oldest first (championships that require approval). */
  solicitudes: AdminEntryRequestView[];
  /** What became of the places offered from the waiting list, newest first. */
  ofertasTerminadas: AdminOfferOutcomeView[];
  /** The licence gate in words ('Requisitos: …'); null when the championship asks for none (docs/adr/0037). */
  requisitos: string | null;
  /** Each listed driver's figure against the gate, by usuarioId; empty without a gate. */
  requisitoPorPiloto: Record<string, GateStandingView>;
}

/** A driver's licence and iRating in the gate's category, and whether he meets it or is let through. */
export interface GateStandingView {
  /** 'B', 'Pro'…; null when unknown. */
  licencia: string | null;
  irating: number | null;
  /** Where the figure was read: 'iracing' or 'resultados'; null when unknown. */
  fuente: 'iracing' | 'resultados' | null;
  /** UTC instant the figure held; null when unknown. */
  fecha: string | null;
  cumple: boolean;
  /** An admin lets him through the gate. */
  exento: boolean;
}

/** GET /api/campeonatos/{id}/excepciones (admin): the drivers let through the gate. */
export interface GateExemptionsAnswer {
  campeonatoId: string;
  usuarioIds: string[];
  /** The same drivers with their names and e-mails, for the admin screen. */
  pilotos: Array<{ usuarioId: string; nombre: string; email: string }>;
  /** Drivers whose licence the site does not know asking to be let through, oldest first (open ones only). */
  solicitudes: GateExemptionRequestAdminView[];
}

/** A driver's request to be let through a championship's gate, and the admins' answer. */
export interface GateExemptionRequestView {
  id: string;
  estado: 'pendiente' | 'concedida' | 'rechazada';
  /** The admin's reason when declined. */
  motivo: string | null;
  /** UTC instant of the request. */
  fechaSolicitud: string;
  /** UTC instant of the answer; null while open. */
  fechaRespuesta: string | null;
}

/** An open request as the admin sees it, with the driver's name and e-mail. */
export interface GateExemptionRequestAdminView extends GateExemptionRequestView {
  usuarioId: string;
  nombre: string;
  email: string;
}

/**
 * GET /api/campeonatos/{id}/mi-requisito (the driver himself): how he stands against the
 * championship's licence and iRating gate, and his latest request for an exemption.
 * `estado`: no gate; he meets it; an admin lets him through; no iRacing id on his profile; his
 * figure is unknown; his figure is known and falls short.
 */
export interface MyGateAnswer {
  campeonatoId: string;
  estado: 'sin-requisitos' | 'cumple' | 'exento' | 'sin-iracing' | 'desconocida' | 'no-cumple';
  /** 'Requisitos: licencia B o superior en fórmulas.'; null without a gate. */
  requisitos: string | null;
  /** The gate's category as a sentence reads it ('fórmulas'); null without a gate. */
  categoria: string | null;
  /** Why he cannot enter now, as the entry's refusal says it; null when he may. */
  mensaje: string | null;
  /** He may ask the admins for an exemption now: his figure is unknown and no request of his is open. */
  puedePedirExcepcion: boolean;
  solicitud: GateExemptionRequestView | null;
}

/** POST /api/campeonatos/{id}/solicitud-excepcion (the driver). */
export interface GateExemptionRequestAnswer extends MyGateAnswer, MessageAnswer {}

/** A pending entry request as the admin sees it. */
export interface AdminEntryRequestView extends EntryView {
  email: string;
  /** UTC instant of the request. */
  fechaSolicitud: string;
}

/** POST /api/campeonatos/{id}/solicitudes/{usuarioId}/aprobar|rechazar (admin). */
export interface EntryDecisionAnswer extends MessageAnswer {
  success: true;
  campeonatoId: string;
  usuarioId: string;
  /** What approval led to: entered (free, with a place), to pay (paid, with a place), or the waiting list (full). */
  resultado: 'inscrito' | 'por-pagar' | 'lista-espera' | 'rechazada';
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
  /** 'pendiente' when the championship requires approval and the request was recorded. */
  estado: 'inscrito' | 'pendiente';
  participantesRegistrados: number;
}

/** POST /api/campeonatos/{id}/lista-espera: the driver's place in the queue. */
export interface WaitlistAnswer extends MessageAnswer {
  success: true;
  campeonatoId: string;
  posicion: number;
  total: number;
}

/** GET /api/campeonatos/{id}/mi-lugar: where the signed-in driver stands in a championship. */
export interface MyPlaceAnswer {
  inscrito: boolean;
  /** No place is free for him: entering is refused, the waiting list is open. */
  lleno: boolean;
  /** How many drivers wait. */
  enListaDeEspera: number;
  /** His entry request where the championship requires approval, or null. */
  solicitud: {
    estado: 'pendiente' | 'aprobada' | 'rechazada';
    motivo: string | null;
    /** Approved in a paid championship he has not entered yet: paying completes his entry until this UTC instant (enrolment's close). */
    pagarAntesDe: string | null;
  } | null;
  /** His car number and team in the championship, when he has them. */
  numeroAuto: number | null;
  equipo: string | null;
  /** His place in the queue, or null when he is not in it. */
  listaEspera: { posicion: number; total: number; ofertaVenceEn: string | null; ofertaVencida: boolean } | null;
  /**
   * During a new edition's priority window, the UTC instant until which only the last edition's
   * drivers may enter or queue, when he is not one of them (screens show it in Mexico City time); else null.
   */
  prioridadHasta: string | null;
  /** A place offered to him that ended without his entry ('vencida', 'rechazada') while he is neither entered nor waiting, or null. */
  ofertaTerminada: OfferOutcomeView | null;
}

/** One championship whose queue the driver is in, for his profile. */
export interface MyWaitlistView {
  campeonatoId: string;
  nombreCampeonato: string;
  /** Pesos; 0 for a free championship (the offer is then to confirm). */
  precio: number;
  posicion: number;
  total: number;
  /** UTC instant an open offer ends (screens show it in Mexico City time), or null. */
  ofertaVenceEn: string | null;
}

/** What became of a place offered from a waiting list once it left the queue. */
export interface OfferOutcomeView {
  /** 'vencida': its deadline passed and it went to the next; 'rechazada': he left the list with it open or an admin ended it; 'aceptada': he took it. */
  resultado: 'vencida' | 'rechazada' | 'aceptada';
  /** UTC instant the offer was to end. */
  ofertaVenceEn: string;
  /** UTC instant it ended. */
  fecha: string;
}

/** An offer of his that ended without his entry, for his profile. */
export interface MyOfferOutcomeView extends OfferOutcomeView {
  campeonatoId: string;
  nombreCampeonato: string;
}

/** GET /api/campeonatos/mis-listas-espera. */
export interface MyWaitlistsAnswer {
  success: true;
  data: MyWaitlistView[];
  /** Offers that ended without his entry ('vencida', 'rechazada'), newest first, in championships still open. */
  ofertasTerminadas: MyOfferOutcomeView[];
}

/** An ended offer as the admin sees it. */
export interface AdminOfferOutcomeView extends OfferOutcomeView {
  usuarioId: string;
  nombre: string;
  apellido: string;
  email: string;
}

/** An admin's change to the queue: the queue as it now is. */
export interface WaitlistChangeAnswer extends MessageAnswer {
  success: true;
  campeonatoId: string;
  listaEspera: AdminWaitingDriverView[];
}

/** A number taken in a championship: who holds it is on the entry list; a reserved one waits for its driver. */
export interface TakenNumberView {
  numero: number;
  reservado: boolean;
}

/** A championship's team and how many drivers it entered. */
export interface TeamView {
  nombre: string;
  pilotos: number;
}

/** GET /api/campeonatos/{id}/numeros-y-equipos (public): what a driver sees while he types. */
export interface NumbersAndTeamsAnswer {
  success: true;
  campeonatoId: string;
  numerosOcupados: TakenNumberView[];
  equipos: TeamView[];
  /** The most drivers per team; null: no limit. */
  maxPilotosPorEquipo: number | null;
}

/** PUT /api/campeonatos/{id}/mi-inscripcion: the driver's number and team as they now are. */
export interface MyEntryAnswer extends MessageAnswer {
  success: true;
  campeonatoId: string;
  numeroAuto: number | null;
  equipo: string | null;
}

/** PUT|DELETE /api/campeonatos/{id}/numeros/{usuarioId} (admin). */
export interface CarNumberAnswer extends MessageAnswer {
  success: true;
  campeonatoId: string;
  usuarioId: string;
  numeroAuto: number | null;
  reservado: boolean;
}

/** POST|DELETE /api/carreras/{id}/baja: the driver's 'No podré correr' as it now is. */
export interface SignOutAnswer extends MessageAnswer {
  success: true;
  carreraId: string;
  /** True while the driver is signed out of the race. */
  baja: boolean;
}

/** GET /api/carreras/{id}/baja: whether the signed-in driver signed out of the race, and whether he still may change it. */
export interface MySignOutAnswer {
  carreraId: string;
  inscrito: boolean;
  baja: boolean;
  /** False from the race's start on. */
  modificable: boolean;
}

/** A driver's attendance at a race: signed out, raced, missed it without notice, or results not yet in. */
export type AttendanceState = 'baja' | 'corrio' | 'ausente' | 'sin-resultados';

/** An entered driver at one race, as the admin sees it, with his counts across the championship. */
export interface AttendanceDriverView extends EntryView {
  estado: AttendanceState;
  /** Races of the championship he signed out of. */
  bajas: number;
  /** Races with results he neither raced nor signed out of. */
  ausencias: number;
  /** Over the championship's maximum of sign-outs or of no-shows: the admins decide. */
  marcado: boolean;
}

/** GET /api/carreras/{id}/asistencia (admin). */
export interface RaceAttendanceAnswer {
  success: true;
  carreraId: string;
  campeonatoId: string;
  circuito: string;
  /** Whether the race's results are imported (no-shows are known only then). */
  conResultados: boolean;
  maxBajas: number | null;
  maxAusencias: number | null;
  data: AttendanceDriverView[];
}

/** One championship the driver entered or asked to enter, for his profile (issue #30). */
export interface MyEntryView {
  campeonatoId: string;
  nombreCampeonato: string;
  estado: 'inscrito' | 'pendiente';
  numeroAuto: number | null;
  equipo: string | null;
}

/** How many championships he entered a page of 'Mis campeonatos' shows. */
export const MY_ENTRIES_PAGE = 10;

/** GET /api/campeonatos/mis-inscripciones: a page; `siguiente` the next page's `despues`, null after the last. */
export interface MyEntriesAnswer {
  success: true;
  data: MyEntryView[];
  siguiente: string | null;
}
