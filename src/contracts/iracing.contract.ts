/**
 * iRacing's data API as the league uses it (issue "Results straight from iRacing"): the connection's
 * settings, importing one subsession, a championship's league season kept in sync and the positions
 * by lap. Requests, messages and answers, shared by the API, the CLI and the admin screens.
 */
import { z } from 'zod';
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

export type SeasonSessionState = 'importada' | 'esperando' | 'sin-carrera' | 'fallida';

export const SEASON_SESSION_STATE_LABELS: Record<SeasonSessionState, string> = {
  importada: 'Importada',
  esperando: 'Esperando resultados',
  'sin-carrera': 'Sin carrera',
  fallida: 'Falló la importación',
};

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
}

/** `GET /api/iracing/campeonatos/{id}/sesiones`. */
export interface SeasonSessionsAnswer {
  ligaId: number;
  temporadaId: number;
  sesiones: SeasonSessionView[];
  /** The championship's races to choose from for an unmatched session. */
  carreras: Array<{ id: string; circuito: string; inicio: string }>;
}

/** What one sync pass did, per championship (`POST /api/iracing/sincronizar`, `parrilla iracing sync --json`). */
export interface SyncReport {
  campeonatos: Array<{
    campeonatoId: string;
    nombreCampeonato: string;
    importadas: Array<{ subsessionId: number; carreraId: string; sesion: number; eventoId: string }>;
    esperando: number;
    sinCarrera: number;
    /** Sessions with results this pass left because another run holds them (importing, or dead until its leases end). */
    ocupadas: number;
    /** When the last of those leases ends, if that run does not renew it (ISO instant); null when none. */
    ocupadasHasta: string | null;
    /** Why this championship's pass stopped, in Spanish; null when it went through. */
    error: string | null;
  }>;
}

/** `GET /api/iracing/estado`: the dashboard's line about the sync. */
export interface IracingStatusAnswer {
  configurado: boolean;
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
