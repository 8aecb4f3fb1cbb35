import type { GateCategory, LicenceClass } from './entry-gates.messages.js';
/** What the championship and race calls answer (DOMAIN-RULES §0, §2): declared once for the API and the page. */
import type { MessageAnswer } from './api.views.js';

export type RaceState = 'pendiente' | 'activa' | 'finalizada' | 'cancelada';

export interface PrizesView {
  primerPuesto: string;
  segundoPuesto: string;
  tercerPuesto: string;
}

/** A race on the wire: ids as `id` and `_id`, its championship as `campeonato`, and its start instant. */
export interface RaceView {
  id: string;
  _id: string;
  campeonato: string;
  circuito: string;
  imgCircuito: string | null;
  /** The race day as midnight UTC. */
  fechaInicio: string;
  horaInicio: string | null;
  /** The start as a UTC instant (the day and time read in Mexico City), for countdowns. */
  inicio: string;
  hasPractice: boolean;
  practiceDuration: number;
  hasQualy: boolean;
  qualyDuration: number;
  hasRace: boolean;
  raceDuration: number;
  incidents: number;
  clima: string;
  videos: string[];
  estado: RaceState;
}

/** GET /api/carreras: each race also names its championship. */
export interface RaceListItemView extends RaceView {
  nombreCampeonato: string;
  /** Its round: its place in its championship's calendar (start, then the admin's order, then id; docs/adr/0014). */
  ronda: number;
}

export interface ChampionshipView {
  id: string;
  _id: string;
  nombreCampeonato: string;
  categoria: string;
  detallesCampeonato: string;
  reglas: string;
  fechaInicio: string;
  fechaFin: string;
  participantesMaximos: number;
  /** Counted from the enrolments on every read. */
  participantesRegistrados: number;
  /** Ids of the enrolled accounts. */
  participantes: string[];
  /** Pesos. */
  precio: number;
  imagenPortada: string | null;
  premios: PrizesView;
  /** Enrolment is open: before its close and while the season is not closed. */
  inscripcionAbierta: boolean;
  /**
   * Places a visitor may still take: the capacity less enrolments, places held (a checkout, an OXXO or
   * SPEI voucher) and open offers, and those that freed behind drivers waiting; 0 when enrolment is closed.
   */
  cuposDisponibles: number;
  /** Hours after a race's start during which its incidents may be reported. */
  plazoReportesHoras: number;
  /** Hours a place offered from the waiting list stays reserved for the driver. */
  horasParaAceptar: number;
  /** Entries wait for an admin's approval (a paid one is paid after it). */
  requiereAprobacion: boolean;
  /** The most drivers one team may enter; null: no limit. */
  maxPilotosPorEquipo: number | null;
  /** The most sign-outs and no-shows before a driver is flagged to the admins; null: no flag. */
  maxBajas: number | null;
  maxAusencias: number | null;
  /** Its colour on the stream's overlays ('#rrggbb'); null: the league's theme. */
  color: string | null;
  /** The licence gate (docs/adr/0037); all null asks for nothing. */
  categoriaLicencia: GateCategory | null;
  licenciaMinima: LicenceClass | null;
  iratingMinimo: number | null;
  iratingMaximo: number | null;
  /** 'Requisitos: licencia B o superior en autos deportivos.'; null without a gate. */
  requisitos: string | null;
  /** The iRacing league and season kept in sync with its races; null when none. */
  iracingLigaId: number | null;
  iracingTemporadaId: number | null;
  carreras: RaceView[];
}

/** GET /api/campeonatos/momentos: a championship with the video links of its races, no more. */
export interface MomentsItemView {
  id: string;
  _id: string;
  nombreCampeonato: string;
  carreras: { id: string; _id: string; circuito: string; fechaInicio: string; videos: string[] }[];
}

/** A list of championships (GET /api/campeonatos and its current and past editions). */
export interface ChampionshipListAnswer {
  success: boolean;
  data: ChampionshipView[];
}

/** GET /api/campeonatos without parameters: a page of every championship, the latest start first; `siguiente` the next page's `despues`, null after the last. */
export interface ChampionshipPageAnswer extends ChampionshipListAnswer {
  siguiente: string | null;
}

/** GET /api/campeonatos/admin: a page of the admin's list, the latest start first; `siguiente` the next page's `despues`, null after the last. */
/** GET /api/carreras/admin: a page of races in the calendar's order, and the place of the next page (null on the last). */
export interface AdminRacesAnswer {
  data: RaceListItemView[];
  siguiente: string | null;
}

export interface AdminChampionshipsAnswer {
  data: ChampionshipView[];
  siguiente: string | null;
}

/** What a championship picker shows of each championship. */
export interface ChampionshipOptionView {
  id: string;
  nombreCampeonato: string;
  categoria: string;
  fechaInicio: string;
  fechaFin: string;
  precio: number;
  participantesRegistrados: number;
  participantesMaximos: number;
  /** Whether it is a current edition (no newer edition of its series follows it). */
  vigente: boolean;
}

/**
 * GET /api/campeonatos/admin/opciones: with nothing typed the current editions first, then the
 * newest others; with `q`, the newest that match; with `id`, that one. At most `limite`.
 */
export interface ChampionshipOptionsAnswer {
  data: ChampionshipOptionView[];
}

/** How many past editions one page of `GET /api/campeonatos?anteriores=1` holds. */
export const PAST_EDITIONS_PAGE = 12;

/**
 * GET /api/campeonatos?vigentes=1: the current editions (each series' newest, and every championship
 * outside a series), by start date, and how many past editions wait behind them.
 */
export interface CurrentChampionshipsAnswer extends ChampionshipListAnswer {
  anteriores: number;
}

/** The furthest a page of past editions asked by position (`desde`) may start: later pages are asked by place (`despues`). */
export const PAST_EDITIONS_MAX_START = PAST_EDITIONS_PAGE * 10;

/**
 * GET /api/campeonatos?anteriores=1[&desde=N | &despues=<id>]: a page of past editions, newest first.
 * By position (`desde`, up to PAST_EDITIONS_MAX_START), `siguiente` is the next page's `desde`; by place
 * (`despues`: the id of the last championship a page showed), it is the id of this page's last one,
 * the next page's `despues`. Null after the last page (docs/adr/0061, 0070).
 */
export interface PastChampionshipsAnswer extends ChampionshipListAnswer {
  siguiente: number | string | null;
}

/** How many championships one page of GET /api/campeonatos/momentos holds (docs/adr/0066). */
export const MOMENTS_PAGE = 12;
/** A `desde` no page of moments gave. */
export const MOMENTS_LOST = 'La página pedida no es válida: vuelve al inicio de la lista';

/**
 * GET /api/campeonatos/momentos?desde=: a page of the championships with a video, the latest start
 * first; `siguiente` is the next page's `desde` (opaque), null after the last.
 */
export interface MomentsAnswer {
  success: boolean;
  data: MomentsItemView[];
  siguiente: string | null;
}

/** POST /api/campeonatos and PUT /api/campeonatos/{id}. */
export interface ChampionshipAnswer extends MessageAnswer {
  success: boolean;
  data: ChampionshipView;
}

/** POST /api/carreras and PUT /api/carreras/{id}. */
export interface RaceAnswer extends MessageAnswer {
  success: boolean;
  data: RaceView;
}

/** DELETE of a championship or a race. */
export interface DeletedAnswer extends MessageAnswer {
  success: boolean;
}

/** GET /api/campeonatos/{id}/inscrito. */
export interface EnrolmentCheck {
  inscrito: boolean;
}

/** POST /api/campeonatos/inscribir-admin: the account that was enrolled. */
export interface ManualEnrolmentAnswer extends MessageAnswer {
  usuario: { id: string; nombre: string; apellido: string; email: string };
}
