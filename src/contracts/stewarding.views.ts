/** What the incident report and stewarding calls answer: declared once for the API, the CLI and the screens. */
import type { AppealOutcome, PanelSize, PenaltyType, ReportState, Verdict } from './stewarding.messages.js';

/** A driver as a report shows them (never their e-mail). */
export interface ReportDriverView {
  id: string;
  nombre: string;
  apellido: string;
  username: string | null;
}

export interface ReportChampionshipView {
  id: string;
  nombreCampeonato: string;
}

export interface ReportRaceView {
  id: string;
  circuito: string;
  fechaInicio: string;
  /** The race's start instant (ISO). */
  inicio: string;
}

export interface PenaltyView {
  id: string;
  tipo: PenaltyType;
  /** Spanish label of the type, e.g. 'Penalización de tiempo'. */
  descripcion: string;
  segundos: number | null;
  posiciones: number | null;
  puntos: number | null;
  puntosLicencia: number;
  /** The scored session (1–3) it acts on; null: the round's main race (or no event: points, warning). */
  sesion: number | null;
  /** The scored event it acts on, by its name in the scoring configuration; null: the session's race. */
  evento: string | null;
}

export interface DecisionView {
  aprobado: boolean;
  explicacion: string;
  fecha: string;
}

/** One report as the admin screen, the driver's list and the API show it (spec §3, Report). */
export interface ReportView {
  id: string;
  _id: string;
  numeroReporte: number;
  fecha: string;
  descripcion: string;
  usuario: ReportDriverView | null;
  usuarioDenunciado: ReportDriverView | null;
  campeonato: ReportChampionshipView | null;
  carrera: ReportRaceView | null;
  vuelta: number;
  heat: number | null;
  /** When the incident happened into the session ('12:34', '1:02:03'); null when not said. */
  tiempoSesion: string | null;
  /** The same in seconds. */
  segundoSesion: number | null;
  /** The corner or sector; null when not said. */
  curva: string | null;
  capturasPantalla: Array<{ url: string }>;
  /** Each link; a YouTube or Twitch link with `t=` also says where it starts and the link that opens it there. */
  videos: Array<ReportVideoView>;
  resuelto: boolean;
  aprobado: boolean;
  estado: ReportState;
  decision: DecisionView | null;
  sancion: PenaltyView | null;
  /** The panel's votes; null where one steward decides and nobody voted. */
  panel: PanelView | null;
  /** Its drivers' appeals, oldest first. */
  apelaciones: AppealView[];
  /** Until when its drivers may appeal the decision (ISO); null while undecided. */
  apelableHasta: string | null;
}

/** A report's video link, and when it is a timestamped YouTube or Twitch video, the moment it shows. */
export interface ReportVideoView {
  url: string;
  /** 'youtube' or 'twitch'; null for another link (reports filed before links had to be timestamped). */
  plataforma: 'youtube' | 'twitch' | null;
  videoId: string | null;
  /** Seconds into the video; null for another link. */
  inicio: number | null;
  /** The link that opens the video at that second; null for another link. */
  verDesde: string | null;
}

/** One lap of one driver around the incident (GET /api/reportes/{id}/vueltas). */
export interface IncidentLapView {
  vuelta: number;
  /** Milliseconds; null when unknown. */
  tiempo: number | null;
  posicion: number | null;
  /** Session time at which the lap ended, in seconds; null when unknown. */
  finSesion: number | null;
  /** The lap in progress at the incident's session time (or the report's lap when its time is unknown). */
  delIncidente: boolean;
}

/** GET /api/reportes/{id}/vueltas: both drivers' laps around the incident, from the imported results. */
export interface IncidentLapsAnswer {
  /** Whether an imported session of the race has a lap chart with these drivers. */
  disponible: boolean;
  /** Why not, in Spanish, when it is not. */
  motivo: string | null;
  /** The iRacing session read, when found. */
  subsessionId: number | null;
  /** The scored session of the race read (the report's heat, else 1). */
  sesion: number;
  /** How the lap of the incident was found: by its session time, or the report's lap number. */
  segun: 'tiempo' | 'vuelta';
  /** The lap in progress at the incident (per the reported driver, else the reporter), null when unknown. */
  vueltaIncidente: number | null;
  pilotos: Array<{ rol: 'denunciante' | 'denunciado'; piloto: ReportDriverView | null; vueltas: IncidentLapView[] }>;
}

/** A driver's appeal of a decision and, once decided, its outcome. */
export interface AppealView {
  id: string;
  piloto: ReportDriverView | null;
  motivo: string;
  capturasPantalla: Array<{ url: string }>;
  videos: Array<{ url: string }>;
  estado: 'pendiente' | AppealOutcome;
  /** 'Apelación pendiente', 'Decisión confirmada', 'Sanción reducida', 'Sanción anulada'. */
  resultado: string;
  explicacion: string | null;
  /** The penalty before a reduction or an annulment ('Penalización de tiempo: 10 s · 3 puntos de licencia'). */
  sancionAnterior: string | null;
  fecha: string;
  decididaEn: string | null;
}

/** One steward's vote as shown once the viewer may see it. */
export interface VoteView {
  comisario: ReportDriverView | null;
  veredicto: Verdict;
  /** 'Sin acción', 'Advertencia' or the category ('Contacto evitable'). */
  descripcion: string;
  categoria: string | null;
  sancion: Omit<PenaltyView, 'id'> | null;
  razonamiento: string;
  fecha: string;
}

/**
 * The panel of a report. `votos` is null while the viewer is a steward who has not voted (blind
 * review: the server never sends him another steward's vote), and in lists.
 */
export interface PanelView {
  necesarios: PanelSize;
  emitidos: number;
  yaVotaste: boolean;
  votos: VoteView[] | null;
}

/** POST /api/reportes. */
export interface CreateReportAnswer {
  message: string;
  numeroReporte: number;
  _id: string;
  data: ReportView;
}

/** spec 2 §3 Pagination. */
export interface Paginacion {
  total: number;
  paginas: number;
  paginaActual: number;
  porPagina: number;
}

/** GET /api/reportes (admin). */
export interface ReportListAnswer {
  reportes: ReportView[];
  paginacion: Paginacion;
  /** `despues` for the next (older) page; null on the last (docs/adr/0063). */
  siguiente: string | null;
  /** `antes` for the page before (newer); null on the first. */
  anterior: string | null;
}

/** GET /api/reportes/por-atender (admin): the stewards' work waiting, for the dashboard. */
export interface StewardingWaitingAnswer {
  /** Reports not decided yet (a panel's still voting included). */
  pendientes: number;
  /** Reports a panel left without majority: an admin decides them. */
  enConflicto: number;
  /** Appeals not decided yet. */
  apelaciones: number;
  total: number;
  /** What waits, in words ('1 reporte pendiente y 2 apelaciones por decidir'). */
  resumen: string;
}

/** PUT /api/reportes/{id}/resolve. */
export interface DecideReportAnswer {
  message: string;
  data: ReportView;
}

/** POST /api/reportes/sanciones. */
export interface RecordPenaltyAnswer {
  message: string;
  data: DecisionLogEntry;
}

/** One line of a championship's public decision log: a decided report, or a penalty without report. */
export interface DecisionLogEntry {
  numeroReporte: number | null;
  carrera: ReportRaceView | null;
  vuelta: number | null;
  usuario: ReportDriverView | null;
  usuarioDenunciado: ReportDriverView | null;
  /** 'Resuelto', 'Rechazado', or 'Sanción sin reporte'. */
  decision: string;
  aprobado: boolean;
  sancion: PenaltyView | null;
  explicacion: string;
  fecha: string;
  /** A panel's decision: its vote count and each steward's reasoning (named when the championship shows names). */
  votacion: { votos: number; aFavor: number; razonamientos: Array<{ comisario: string | null; voto: string; razonamiento: string }> } | null;
  /** The appeals of the decision and their outcome. */
  apelaciones: Array<{ piloto: ReportDriverView | null; estado: 'pendiente' | AppealOutcome; resultado: string; explicacion: string | null; sancionAnterior: string | null; fecha: string }>;
}

export interface LicencePointsView {
  piloto: ReportDriverView;
  /** The points that count now (expired ones left out). */
  puntosLicencia: number;
  /** Every penalty with licence points, oldest first, and the race before which it stops counting (null: never, or no such race yet). */
  historial: Array<{ carrera: ReportRaceView | null; puntos: number; fecha: string; vigente: boolean; caducaAntesDe: ReportRaceView | null }>;
}

/** A suspension as the public decision page shows it. */
export interface SuspensionView {
  id: string;
  piloto: ReportDriverView | null;
  /** 'Una carrera de suspensión' or 'Expulsión'. */
  sancion: string;
  tipo: 'carrera' | 'expulsion';
  carrera: ReportRaceView | null;
  umbral: number;
  puntos: number;
  fecha: string;
  levantada: { fecha: string; motivo: string } | null;
}

/** GET /api/reportes/campeonato/{id}/decisiones (public). */
export interface DecisionLogAnswer {
  campeonato: ReportChampionshipView;
  decisiones: DecisionLogEntry[];
  puntosLicencia: LicencePointsView[];
  /** The championship's thresholds and expiry, so the page can say what the points lead to. */
  umbralesLicencia: Array<{ puntos: number; sancion: 'carrera' | 'expulsion' }>;
  caducidadCarreras: number | null;
  suspensiones: SuspensionView[];
}

/**
 * GET /api/reportes/mis-reportes: the first page of each of the driver's two lists, newest first
 * (MY_REPORTS_PAGE.size unless `limite` says), how many each holds in all, and each list's next page
 * (docs/adr/0072).
 */
export interface MyReportsAnswer {
  presentados: ReportView[];
  enMiContra: ReportView[];
  /** Every report he filed, and every one filed about him: the headings' counts. */
  total: { presentados: number; enMiContra: number };
  /** The `despues` of each list's next page (GET /api/reportes/mis-reportes/{presentados,en-mi-contra}), null when it shows them all. */
  siguiente: { presentados: string | null; enMiContra: string | null };
}

/** The driver's two lists, as their later pages are addressed. */
export const MY_REPORTS_LISTS = ['presentados', 'en-mi-contra'] as const;
export type MyReportsList = (typeof MY_REPORTS_LISTS)[number];

/** GET /api/reportes/mis-reportes/{presentados,en-mi-contra}?despues=&limite=: a later page of one list; `siguiente` the next one's `despues`, null after the last. */
export interface MyReportsPageAnswer {
  data: ReportView[];
  siguiente: string | null;
}

/** GET /api/reportes/campeonato/{id}/pilotos: the drivers enrolled, for the report form's picker. */
export type ReportablePilotsAnswer = ReportDriverView[];

/** The championships the report form offers in one answer (docs/adr/0070). */
export const REPORTABLE_CHAMPIONSHIPS_PAGE = 20;

/** A championship the report form offers, with its races in the calendar's order. */
export interface ReportableChampionshipView {
  id: string;
  nombreCampeonato: string;
  carreras: Array<{ id: string; circuito: string; inicio: string }>;
}

/**
 * GET /api/reportes/campeonatos: the championships a report may be filed in by the signed-in driver
 * (those he is entered in; an admin's, every one), the latest start first, and the place of the next
 * page (`?despues=`), null after the last.
 */
export interface ReportableChampionshipsAnswer {
  data: ReportableChampionshipView[];
  siguiente: string | null;
}

/** One steward assigned to one championship (GET /api/reportes/comisarios, `parrilla stewards list`). */
export interface StewardAssignmentView {
  campeonato: ReportChampionshipView;
  comisario: ReportDriverView;
  asignadoEn: string;
}

/** GET /api/reportes/comisarios?campeonato= (admin): one page, oldest assignment first; `siguiente` asks the next one (`despues`), null on the last. */
export interface StewardListAnswer {
  comisarios: StewardAssignmentView[];
  siguiente: string | null;
}

/** GET /api/reportes/comisarios/mios (steward or admin): the championships whose reports he judges; an admin, every one (`todos`). */
export interface MyStewardingAnswer {
  todos: boolean;
  campeonatos: ReportChampionshipView[];
}

/** GET and PUT /api/reportes/ajustes/{campeonatoId}: how a championship judges its reports. */
export interface PanelSettingsView {
  campeonato: ReportChampionshipView;
  comisariosPorReporte: PanelSize;
  nombresVisibles: boolean;
  horasApelacion: number;
  umbralesLicencia: Array<{ puntos: number; sancion: 'carrera' | 'expulsion' }>;
  caducidadCarreras: number | null;
  categorias: Array<{ nombre: string; tipo: Exclude<PenaltyType, 'advertencia'>; segundos: number | null; posiciones: number | null; puntos: number | null; puntosLicencia: number }>;
}

/** POST /api/reportes/{id}/votos. */
export interface CastVoteAnswer {
  message: string;
  data: ReportView;
}
