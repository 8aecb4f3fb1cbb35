/**
 * The scoring editor's form: the contract's document (src/contracts/standings-config.contract.ts) as the
 * inputs hold it. Lists a person types as text (a points table, the reasons, the protected rounds, a
 * roster's drivers) are strings here; everything else has the document's own shape and paths, so the
 * contract's schema, run by zodResolver, and the server's 400 answer name the same fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import {
  STANDINGS_CONFIG_VERSION,
  standingsConfigSchema,
  type DriverAssignment,
  type RosterConfig,
  type ScoredEventConfig,
  type ScoreType,
  type StandingsConfig,
} from '@contracts/standings-config.contract';
import { toNestErrors } from '@hookform/resolvers';

/** A scored event as typed: the contract's event, its points table as text ('25, 18, 15'). */
export type EventForm = Omit<ScoredEventConfig, 'tabla'> & { tabla: string };

/** The select's value for a listed driver in no group (`grupo: null`): a select holds text only. */
export const NO_GROUP = '(ninguno)';

/** A listed driver: the contract's own shape, his group (and each change's) `NO_GROUP` for none. */
export type DriverForm = Omit<DriverAssignment, 'grupo' | 'cambios'> & { grupo: string; cambios: Array<{ desdeRonda: number; grupo: string }> };

const groupField = (grupo: string | null) => grupo ?? NO_GROUP;
const groupValue = (grupo: string) => (grupo === NO_GROUP ? null : grupo);

/** The contract's document with the lists a person types as text, '' for no default group, and '' for a format's session not chosen. */
export type ScoringForm = Omit<StandingsConfig, 'tiposPuntuacion' | 'motivosSinPuntos' | 'grupoPorDefecto' | 'rondasNoDescartables' | 'equipos' | 'pilotos'> & {
  pilotos: DriverForm[];
  tiposPuntuacion: Array<Omit<ScoreType, 'eventos'> & { eventos: EventForm[] }>;
  /** 'Disconnected, DQ'. */
  motivosSinPuntos: string;
  /** '' for none: unlisted drivers score nothing. */
  grupoPorDefecto: string;
  /** '1, 6'. */
  rondasNoDescartables: string;
  equipos: Omit<StandingsConfig['equipos'], 'plantillas'> & {
    /** Rosters with their drivers' iRacing ids as '123, 456'. */
    plantillas: Array<Omit<RosterConfig, 'pilotos'> & { pilotos: string }>;
  };
};

const joinList = (values: readonly (number | string)[]) => values.join(', ');

/** Splits '25, 18; 15' into its items; a typed item that is not a number stays text for the schema to refuse. */
function splitList(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

const asNumbers = (text: string) =>
  splitList(text).map((s) => {
    const n = Number(s.replace(/\s/g, ''));
    return Number.isFinite(n) ? n : s;
  });

const threeSessions = (names: readonly string[]) => [0, 1, 2].map((i) => names[i] ?? '');

/** Trailing empty sessions are no sessions; an empty one between two stays, for the schema to name it. */
function sessionsOf(selects: readonly string[]): string[] {
  const out = [...selects];
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out;
}

export function toForm(c: StandingsConfig): ScoringForm {
  return {
    version: STANDINGS_CONFIG_VERSION,
    plantilla: c.plantilla,
    tiposPuntuacion: c.tiposPuntuacion.map((t) => ({ nombre: t.nombre, eventos: t.eventos.map((e) => ({ ...e, tabla: joinList(e.tabla) })) })),
    motivosSinPuntos: joinList(c.motivosSinPuntos),
    cerrarPosiciones: c.cerrarPosiciones,
    sancionSinPuntosNoMueveAOtros: c.sancionSinPuntosNoMueveAOtros,
    agrupacion: c.agrupacion,
    grupos: c.grupos.map((g) => ({ ...g })),
    pilotos: c.pilotos.map((p) => ({ ...p, grupo: groupField(p.grupo), cambios: p.cambios.map((x) => ({ ...x, grupo: groupField(x.grupo) })) })),
    grupoPorDefecto: c.grupoPorDefecto ?? '',
    mostrarPilotosSinResultados: c.mostrarPilotosSinResultados,
    rondasDescartadas: c.rondasDescartadas,
    rondasNoDescartables: joinList(c.rondasNoDescartables),
    equipos: {
      plantillas: c.equipos.plantillas.map((e) => ({ nombre: e.nombre, pilotos: joinList(e.pilotos) })),
      descartes: c.equipos.descartes,
      incluirDeduccionesDePilotos: c.equipos.incluirDeduccionesDePilotos,
      descartarPeorPiloto: c.equipos.descartarPeorPiloto,
    },
    formato: { porDefecto: threeSessions(c.formato.porDefecto), rondas: c.formato.rondas.map((r) => ({ ronda: r.ronda, sesiones: threeSessions(r.sesiones) })) },
  };
}

/** The document the form holds, before the schema checks it. */
export function toDocument(f: ScoringForm): unknown {
  return {
    version: f.version,
    plantilla: f.plantilla,
    tiposPuntuacion: f.tiposPuntuacion.map((t) => ({ nombre: t.nombre, eventos: t.eventos.map((e) => ({ ...e, tabla: asNumbers(e.tabla) })) })),
    motivosSinPuntos: splitList(f.motivosSinPuntos),
    cerrarPosiciones: f.cerrarPosiciones,
    sancionSinPuntosNoMueveAOtros: f.sancionSinPuntosNoMueveAOtros,
    agrupacion: f.agrupacion,
    grupos: f.grupos,
    pilotos: f.pilotos.map((p) => ({ ...p, grupo: groupValue(p.grupo), cambios: p.cambios.map((x) => ({ ...x, grupo: groupValue(x.grupo) })) })),
    grupoPorDefecto: f.grupoPorDefecto === '' ? null : f.grupoPorDefecto,
    mostrarPilotosSinResultados: f.mostrarPilotosSinResultados,
    rondasDescartadas: f.rondasDescartadas,
    rondasNoDescartables: asNumbers(f.rondasNoDescartables),
    equipos: {
      plantillas: f.equipos.plantillas.map((e) => ({ nombre: e.nombre, pilotos: asNumbers(e.pilotos) })),
      descartes: f.equipos.descartes,
      incluirDeduccionesDePilotos: f.equipos.incluirDeduccionesDePilotos,
      descartarPeorPiloto: f.equipos.descartarPeorPiloto,
    },
    formato: { porDefecto: sessionsOf(f.formato.porDefecto), rondas: f.formato.rondas.map((r) => ({ ronda: r.ronda, sesiones: sessionsOf(r.sesiones) })) },
  };
}

/** The points of a typed table, or null while an item is not a number. */
export function tableOf(text: string): number[] | null {
  const items = asNumbers(text);
  return items.every((n) => typeof n === 'number') ? (items as number[]) : null;
}

/**
 * The form field a document path lands on: an item of a list typed as text ('…tabla.3') is shown on
 * that text ('…tabla'). Used for the schema's errors and for the server's 400 field errors.
 */
export function formPathOf(path: string): string {
  return path
    .replace(/^(tiposPuntuacion\.\d+\.eventos\.\d+\.tabla)\.\d+$/, '$1')
    .replace(/^(motivosSinPuntos|rondasNoDescartables)\.\d+$/, '$1')
    .replace(/^(equipos\.plantillas\.\d+\.pilotos)\.\d+$/, '$1');
}

/** Every message of nested form errors, by its dotted path. */
function flatten(errors: FieldErrors, prefix = '', out: Record<string, FieldError> = {}): Record<string, FieldError> {
  for (const [key, value] of Object.entries(errors ?? {})) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const node = value as Record<string, unknown>;
    if (typeof node.message === 'string' && typeof node.type === 'string') out[path] ??= { type: node.type, message: node.message } as FieldError;
    flatten(node as FieldErrors, path, out);
  }
  return out;
}

const checkDocument = zodResolver(standingsConfigSchema) as unknown as Resolver<Record<string, unknown>, unknown, StandingsConfig>;

/** The contract's schema on the document the form holds; its errors moved onto the form's fields. */
export const scoringResolver: Resolver<ScoringForm, unknown, StandingsConfig> = async (values, context, options) => {
  const result = await checkDocument(toDocument(values) as Record<string, unknown>, context, { ...options, shouldUseNativeValidation: false } as never);
  if (Object.keys(result.errors).length === 0) return { values: result.values as StandingsConfig, errors: {} };
  const flat: Record<string, FieldError> = {};
  for (const [path, error] of Object.entries(flatten(result.errors as FieldErrors))) flat[formPathOf(path)] ??= error;
  return { values: {}, errors: toNestErrors(flat, options as never) as FieldErrors<ScoringForm> };
};
