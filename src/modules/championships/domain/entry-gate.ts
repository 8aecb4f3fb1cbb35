/**
 * Licence and iRating gates (issue #30, slice 5; docs/adr/0037): a championship may ask for an
 * iRacing licence class and an iRating range in one licence category. Off unless a category is set
 * together with a class or a bound.
 */

import { CATEGORY_LABELS, GATE_CATEGORIES, GATE_MSG, LICENCE_CLASSES, type GateCategory, type LicenceClass } from '../../../contracts/entry-gates.messages.js';

export { CATEGORY_LABELS, GATE_CATEGORIES, LICENCE_CLASSES, type GateCategory, type LicenceClass };

export interface EntryGate {
  categoria: GateCategory;
  licenciaMinima: LicenceClass | null;
  iratingMinimo: number | null;
  iratingMaximo: number | null;
}

/** A driver's figure in one category, from the freshest source that has it. */
export interface DriverRating {
  categoria: GateCategory;
  licencia: LicenceClass | null;
  irating: number | null;
  /** Where it was read: iRacing itself, or the latest imported result carrying it. */
  fuente: 'iracing' | 'resultados';
  /** The instant it held (the result's start, or when iRacing answered). */
  fecha: string;
}

/** The championship's gate, or null when it asks for nothing. */
export function gateOf(c: { categoriaLicencia: GateCategory | null; licenciaMinima: LicenceClass | null; iratingMinimo: number | null; iratingMaximo: number | null }): EntryGate | null {
  if (!c.categoriaLicencia) return null;
  if (!c.licenciaMinima && c.iratingMinimo === null && c.iratingMaximo === null) return null;
  return { categoria: c.categoriaLicencia, licenciaMinima: c.licenciaMinima, iratingMinimo: c.iratingMinimo, iratingMaximo: c.iratingMaximo };
}

export function licenceRank(licence: LicenceClass): number {
  return LICENCE_CLASSES.indexOf(licence);
}

/**
 * The licence class of an iRacing `license_level` (1–4 R, 5–8 D, 9–12 C, 13–16 B, 17–20 A, 21 and
 * up Pro); null for an unknown level (0, −1, missing).
 */
export function licenceOfLevel(level: number | null | undefined): LicenceClass | null {
  if (typeof level !== 'number' || !Number.isInteger(level) || level < 1) return null;
  return LICENCE_CLASSES[Math.min(Math.ceil(level / 4), LICENCE_CLASSES.length) - 1] ?? null;
}

/** 'licencia B o superior e iRating entre 1500 y 3000 en autos deportivos'. */
export function describeGate(gate: EntryGate): string {
  const parts: string[] = [];
  if (gate.licenciaMinima) parts.push(gate.licenciaMinima === 'Pro' ? 'licencia Pro' : `licencia ${gate.licenciaMinima} o superior`);
  const { iratingMinimo: min, iratingMaximo: max } = gate;
  if (min !== null && max !== null) parts.push(`iRating entre ${min} y ${max}`);
  else if (min !== null) parts.push(`iRating de ${min} o más`);
  else if (max !== null) parts.push(`iRating de ${max} o menos`);
  return `${parts.join(' e ')} en ${CATEGORY_LABELS[gate.categoria]}`;
}

/** The driver's figure as the refusal names it: 'la tuya es C con 1450 de iRating'. */
function describeFigure(gate: EntryGate, rating: DriverRating | null): string {
  const wantsLicence = gate.licenciaMinima !== null;
  const wantsRating = gate.iratingMinimo !== null || gate.iratingMaximo !== null;
  const licence = rating?.licencia ?? null;
  const irating = rating?.irating ?? null;
  if (wantsLicence && wantsRating) {
    if (licence === null && irating === null) return `no conocemos tu licencia ni tu iRating en ${CATEGORY_LABELS[gate.categoria]}`;
    return `la tuya es ${licence ?? 'desconocida'} con ${irating ?? 'un iRating desconocido'}${irating === null ? '' : ' de iRating'}`;
  }
  if (wantsLicence) return licence === null ? `no conocemos tu licencia en ${CATEGORY_LABELS[gate.categoria]}` : `la tuya es ${licence}`;
  return irating === null ? `no conocemos tu iRating en ${CATEGORY_LABELS[gate.categoria]}` : `el tuyo es ${irating}`;
}

/** Whether the figure meets the gate; an unknown figure never does. */
export function meetsGate(gate: EntryGate, rating: DriverRating | null): boolean {
  if (gate.licenciaMinima) {
    if (!rating?.licencia || licenceRank(rating.licencia) < licenceRank(gate.licenciaMinima)) return false;
  }
  if (gate.iratingMinimo !== null || gate.iratingMaximo !== null) {
    const irating = rating?.irating;
    if (irating === null || irating === undefined) return false;
    if (gate.iratingMinimo !== null && irating < gate.iratingMinimo) return false;
    if (gate.iratingMaximo !== null && irating > gate.iratingMaximo) return false;
  }
  return true;
}

/** 'Este campeonato pide licencia B o superior en autos deportivos; la tuya es C.' */
export function gateRefusalMessage(gate: EntryGate, rating: DriverRating | null): string {
  return `Este campeonato pide ${describeGate(gate)}; ${describeFigure(gate, rating)}.`;
}

/** The public line on the championship's page: 'Requisitos: licencia B o superior en autos deportivos.' */
export function requirementsLine(gate: EntryGate | null): string | null {
  return gate ? `Requisitos: ${describeGate(gate)}.` : null;
}

/** What is wrong with a championship's gate fields as saved together, by field; null when nothing. */
export function gateProblem(c: { categoriaLicencia: GateCategory | null; licenciaMinima: LicenceClass | null; iratingMinimo: number | null; iratingMaximo: number | null }): Record<string, string> | null {
  if (!c.categoriaLicencia && (c.licenciaMinima || c.iratingMinimo !== null || c.iratingMaximo !== null)) return { categoriaLicencia: GATE_MSG.categoryMissing };
  if (c.iratingMinimo !== null && c.iratingMaximo !== null && c.iratingMaximo < c.iratingMinimo) return { iratingMaximo: GATE_MSG.rangeInverted };
  return null;
}

/**
 * Whether the gate shuts because a figure it asks for is unknown, not because a known one falls
 * short: a driver in this case may ask the admins for an exemption (docs/adr/0037, addendum).
 */
export function figureUnknown(gate: EntryGate, rating: DriverRating | null): boolean {
  const wantsLicence = gate.licenciaMinima !== null;
  const wantsRating = gate.iratingMinimo !== null || gate.iratingMaximo !== null;
  const licenceUnknown = wantsLicence && !rating?.licencia;
  const ratingUnknown = wantsRating && (rating?.irating === null || rating?.irating === undefined);
  if (!licenceUnknown && !ratingUnknown) return false;
  if (wantsLicence && !licenceUnknown && !meetsGate({ ...gate, iratingMinimo: null, iratingMaximo: null }, rating)) return false;
  if (wantsRating && !ratingUnknown && !meetsGate({ ...gate, licenciaMinima: null }, rating)) return false;
  return true;
}
