/**
 * iRacing's data API as the league uses it (issue "Results straight from iRacing"): the connection's
 * settings, importing one subsession, a championship's league season kept in sync and the positions
 * by lap. Requests, messages and answers, shared by the API, the CLI and the admin screens.
 */
import { z } from 'zod';
import { formatTime } from './formats.js';
import { IRACING_MSG } from './iracing.messages.js';
import { SESIONES } from './results.messages.js';

export { IRACING_MSG };

/**
 * A field the admin may send for the credentials: a new value, '' to remove it, or the masked form (or
 * nothing) to keep it. Names are trimmed; secrets are kept exactly as typed (a space may be part of one).
 */
const credentialName = z.string().trim().max(200, IRACING_MSG.fieldTooLong).optional();
const credentialSecret = z.string().max(200, IRACING_MSG.fieldTooLong).optional();

export const iracingSettingsSchema = z.object({
  clientId: credentialName,
  clientSecret: credentialSecret,
  username: credentialName,
  password: credentialSecret,
});
export type IracingSettingsInput = z.input<typeof iracingSettingsSchema>;

export const IRACING_CREDENTIALS = ['clientId', 'clientSecret', 'username', 'password'] as const;
export type IracingCredential = (typeof IRACING_CREDENTIALS)[number];

export const IRACING_CREDENTIAL_LABELS: Record<IracingCredential, string> = {
  clientId: 'ID del cliente (client_id)',
  clientSecret: 'Secreto del cliente (client_secret)',
  username: 'Usuario de iRacing (correo)',
  password: 'Contraseña de iRacing',
};

/** The environment variable that wins over each stored credential. */
export const IRACING_ENV_NAMES: Record<IracingCredential, string> = {
  clientId: 'IRACING_CLIENT_ID',
  clientSecret: 'IRACING_CLIENT_SECRET',
  username: 'IRACING_USERNAME',
  password: 'IRACING_PASSWORD',
};

/** A positive whole number sent as JSON or text (a subsession, league or season id). */
const positiveId = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v),
    z.number({ error: message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message),
  );

/** `POST /api/events/import-iracing` and `parrilla import --subsession`. */
export const subsessionImportSchema = z.object({
  subsessionId: positiveId(IRACING_MSG.subsessionInvalid),
  carreraId: z.string().trim().max(36, 'El id de la carrera no es válido').optional(),
  sesion: z.union([z.number(), z.string()]).optional(),
});
export type SubsessionImportInput = z.input<typeof subsessionImportSchema>;

/** A championship's league and season (create and update calls); null or '' clears them. */
const optionalId = (message: string) =>
  z.preprocess((v) => (v === '' ? null : v), z.union([z.null(), positiveId(message)]).optional());
export const iracingSeasonFields = {
  iracingLigaId: optionalId(IRACING_MSG.leagueInvalid),
  iracingTemporadaId: optionalId(IRACING_MSG.seasonInvalid),
};

export const leagueIdSchema = positiveId(IRACING_MSG.leagueInvalid);
export const subsessionIdSchema = positiveId(IRACING_MSG.subsessionInvalid);

/** `POST /api/iracing/campeonatos/{id}/sesiones/{subsessionId}/importar`: the race and session an unmatched session goes to. */
export const sessionAssignmentSchema = z.object({
  carreraId: z.string({ error: 'Selecciona la carrera' }).trim().min(1, 'Selecciona la carrera').max(36, 'El id de la carrera no es válido'),
  sesion: z.preprocess((v) => (typeof v === 'string' ? Number(v) : v), z.number({ error: 'La sesión debe ser 1, 2 o 3' }).int().min(1, 'La sesión debe ser 1, 2 o 3').max(SESIONES.length, 'La sesión debe ser 1, 2 o 3')).optional(),
});

export const syncRequestSchema = z.object({ campeonatoId: z.string().trim().max(36).optional() });

// ---- Answers ----

/** `GET /api/iracing/ajustes`: each credential masked, and whether the environment sets it. */
export interface IracingSettingsAnswer {
  campos: Array<{
    campo: IracingCredential;
    /** The stored value as shown: client id and username in full, secrets masked (`••••••••`); null when unset. */
    valor: string | null;
    configurado: boolean;
    desdeEntorno: boolean;
  }>;
  /** True while the league has iRacing turned off as a processor (Ajustes › Privacidad). */
  desactivado: boolean;
  /** All four are set (environment or stored). */
  completo: boolean;
}

/** `POST /api/iracing/probar`. */
export interface IracingConnectionAnswer {
  message: string;
  custId: number;
  nombre: string;
}

/** `GET /api/iracing/ligas/{ligaId}/temporadas`. */
export interface LeagueSeasonsAnswer {
  temporadas: Array<{ id: number; nombre: string; activa: boolean }>;
}

/**
 * What became of a session of the season, the same words for the admin's list and a sync's report
 * (one function decides, application/session-states.ts): imported; with results and its race, waiting for
 * the next pass; being imported by a sync that holds it (or held by a dead one until its lease ends);
 * still without results in iRacing; with results but near no race; failed for its own reason.
 */
export const SEASON_SESSION_STATES = ['importada', 'por-importar', 'en-curso', 'esperando', 'sin-carrera', 'fallida'] as const;
export type SeasonSessionState = (typeof SEASON_SESSION_STATES)[number];

export const SEASON_SESSION_STATE_LABELS: Record<SeasonSessionState, string> = {
  importada: 'Importada',
  'por-importar': 'Con resultados, por importar',
  'en-curso': 'En otra sincronización',
  esperando: 'Esperando resultados',
  'sin-carrera': 'Sin carrera',
  fallida: 'Falló la importación',
};

/** How many sessions of the season are in each state. */
export type SeasonSessionCounts = Record<SeasonSessionState, number>;

const COUNT_WORDS: Record<SeasonSessionState, [one: string, many: string]> = {
  importada: ['importada', 'importadas'],
  'por-importar': ['con resultados por importar', 'con resultados por importar'],
  'en-curso': ['en otra sincronización', 'en otra sincronización'],
  esperando: ['esperando resultados', 'esperando resultados'],
  'sin-carrera': ['sin carrera', 'sin carrera'],
  fallida: ['falló al importarse', 'fallaron al importarse'],
};

/**
 * The counts in a sentence, for the CLI and the admin screen alike: '3 importadas, 1 esperando
 * resultados, 1 sin carrera'; a state with none is left out, except imported; the sessions another sync
 * holds say until when (Mexico City).
 */
export function describeSessionCounts(counts: SeasonSessionCounts, ocupadasHasta: string | null): string {
  return SEASON_SESSION_STATES.filter((state) => state === 'importada' || counts[state] > 0)
    .map((state) => {
      const n = counts[state];
      const words = `${n} ${COUNT_WORDS[state][n === 1 ? 0 : 1]}`;
      return state === 'en-curso' && ocupadasHasta ? `${words} hasta las ${formatTime(ocupadasHasta)}` : words;
    })
    .join(', ');
}

/** Sessions with results a sync left undone: still to import, or held by another run. */
export const sessionsLeft = (counts: SeasonSessionCounts): number => counts['por-importar'] + counts['en-curso'];

/** One session of the championship's iRacing season, as its admin screen lists it. */
export interface SeasonSessionView {
  subsessionId: number;
  /** ISO instant the session launched (UTC). */
  lanzada: string;
  pista: string;
  tieneResultados: boolean;
  estado: SeasonSessionState;
  /** The race (and its scored session) it belongs to, or was imported into. */
  carreraId: string | null;
  circuito: string | null;
  sesion: number | null;
  eventoId: string | null;
  /** Why its last import failed. */
  motivo: string | null;
  /** 'en-curso': when the lease of the sync holding it ends unless renewed (ISO instant); else null. */
  ocupadaHasta: string | null;
}

/** `GET /api/iracing/campeonatos/{id}/sesiones`. */
export interface SeasonSessionsAnswer {
  ligaId: number;
  temporadaId: number;
  sesiones: SeasonSessionView[];
  /** How many sessions are in each state: what a sync's report counts, by the same rule. */
  resumen: SeasonSessionCounts;
  /** When the last lease of the sessions another sync holds ends; null when none. */
  ocupadasHasta: string | null;
  /** The championship's races to choose from for an unmatched session. */
  carreras: Array<{ id: string; circuito: string; inicio: string }>;
}

/** What one sync pass did, per championship (`POST /api/iracing/sincronizar`, `parrilla iracing sync --json`). */
export interface SyncReport {
  campeonatos: Array<{
    campeonatoId: string;
    nombreCampeonato: string;
    importadas: Array<{ subsessionId: number; carreraId: string; sesion: number; eventoId: string }>;
    /** The season's sessions in each state once the pass is over, counted as the admin's list counts them. */
    estados: SeasonSessionCounts;
    /** When the last lease of the sessions another run holds ends ('en-curso'), unless renewed (ISO instant); null when none. */
    ocupadasHasta: string | null;
    /** Why this championship's pass stopped, in Spanish; null when it went through. */
    error: string | null;
  }>;
}

/** `GET /api/iracing/estado`: the dashboard's line about the sync. */
export interface IracingStatusAnswer {
  configurado: boolean;
  /** True while the league has iRacing turned off as a processor (Ajustes › Privacidad): nothing is asked of iRacing. */
  desactivado: boolean;
  ultimaSincronizacion: string | null;
  fallos: Array<{ campeonatoId: string; nombreCampeonato: string; desde: string; motivo: string }>;
}

/** One car's line in the lap chart. */
export interface LapChartCarView {
  /** The car: the driver's cust_id, or the team's id in team events. */
  id: number;
  nombre: string;
  numero: string | null;
  /** Race finish position (1-based), to order the legend and pick the top 5. */
  posicionFinal: number | null;
  /** Position at the end of each lap, index = lap number (0 = the start); null where the car had no lap. */
  posiciones: Array<number | null>;
}

/** `GET /api/events/{id}/vueltas`. */
export interface LapChartAnswer {
  disponible: boolean;
  vueltas: number;
  autos: LapChartCarView[];
}
