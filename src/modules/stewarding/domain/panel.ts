import type { PanelSize, Verdict } from '../../../contracts/stewarding.messages.js';
import type { LicenceThreshold } from './licence.js';
import type { PenaltyType, VotedPenalty } from './penalty.js';

/** A penalty category of a championship ('Contacto evitable' …) with the penalty a vote starts from. */
export interface PenaltyCategory {
  nombre: string;
  tipo: Exclude<PenaltyType, 'advertencia'>;
  segundos: number | null;
  posiciones: number | null;
  puntos: number | null;
  puntosLicencia: number;
}

/** How a championship judges its reports. */
export interface PanelSettings {
  campeonatoId: string;
  comisariosPorReporte: PanelSize;
  /** Whether the public decision log names the stewards beside their reasoning. */
  nombresVisibles: boolean;
  /** Hours after a decision during which each of its two drivers may appeal it once. */
  horasApelacion: number;
  /** Licence points that bite: reaching one suspends the driver for the next race, or expels him. */
  umbralesLicencia: LicenceThreshold[];
  /** Races after which licence points stop counting; null: they never expire. */
  caducidadCarreras: number | null;
  categorias: PenaltyCategory[];
}

export const DEFAULT_CATEGORIES: readonly PenaltyCategory[] = [
  { nombre: 'Contacto evitable', tipo: 'tiempo', segundos: 5, posiciones: null, puntos: null, puntosLicencia: 2 },
  { nombre: 'Bloqueo', tipo: 'tiempo', segundos: 5, posiciones: null, puntos: null, puntosLicencia: 1 },
  { nombre: 'Reincorporación insegura', tipo: 'tiempo', segundos: 10, posiciones: null, puntos: null, puntosLicencia: 3 },
  { nombre: 'Ignorar banderas azules', tipo: 'tiempo', segundos: 5, posiciones: null, puntos: null, puntosLicencia: 1 },
  { nombre: 'Conducción antideportiva', tipo: 'descalificacion', segundos: null, posiciones: null, puntos: null, puntosLicencia: 6 },
];

/** A championship without settings of its own: one steward decides, names shown, the default categories. */
export function defaultPanelSettings(campeonatoId: string): PanelSettings {
  return { campeonatoId, comisariosPorReporte: 1, nombresVisibles: true, horasApelacion: 48, umbralesLicencia: [], caducidadCarreras: null, categorias: DEFAULT_CATEGORIES.map((c) => ({ ...c })) };
}

/** One steward's vote on one report; `orden` is its place among the votes (1 …). */
export interface Vote {
  reportId: string;
  userId: string;
  orden: number;
  veredicto: Verdict;
  categoria: string | null;
  sancion: VotedPenalty | null;
  razonamiento: string;
  createdAt: string;
}

export type PanelOutcome =
  | { decidido: true; veredicto: Verdict; sancion: VotedPenalty | null; categoria: string | null; mayoria: Vote[] }
  | { decidido: false };

const TYPE_SEVERITY: Record<PenaltyType, number> = { advertencia: 0, tiempo: 1, posiciones: 2, puntos: 3, descalificacion: 4 };
const amount = (p: VotedPenalty) => p.segundos ?? p.posiciones ?? p.puntos ?? 0;

/**
 * Negative when `a` is milder than `b`: by kind (warning, time, positions, championship points,
 * disqualification), then by its amount, then by licence points.
 */
export function compareSeverity(a: VotedPenalty, b: VotedPenalty): number {
  return TYPE_SEVERITY[a.tipo] - TYPE_SEVERITY[b.tipo] || amount(a) - amount(b) || a.puntosLicencia - b.puntosLicencia;
}

/**
 * The panel's decision once its votes are in: the verdict more than half the votes chose (no action,
 * warning or penalty), with the mildest penalty among that side's votes; no such majority (a tie, or
 * 1–1–1) leaves the report 'en_conflicto' for an admin.
 */
export function tally(votes: readonly Vote[]): PanelOutcome {
  for (const veredicto of ['sin_accion', 'advertencia', 'sancion'] as const) {
    const side = votes.filter((v) => v.veredicto === veredicto);
    if (side.length * 2 <= votes.length) continue;
    if (veredicto === 'sin_accion') return { decidido: true, veredicto, sancion: null, categoria: null, mayoria: side };
    const mildest = [...side].sort((a, b) => compareSeverity(a.sancion!, b.sancion!) || a.orden - b.orden)[0]!;
    return { decidido: true, veredicto, sancion: mildest.sancion, categoria: mildest.categoria, mayoria: side };
  }
  return { decidido: false };
}
