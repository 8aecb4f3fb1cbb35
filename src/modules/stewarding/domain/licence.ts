/** A championship's licence threshold: reaching `puntos` suspends the driver for one race, or expels him. */
export interface LicenceThreshold {
  puntos: number;
  sancion: 'carrera' | 'expulsion';
}

/** A suspension a threshold gave: from race `carreraId` (that race only, or every later one when expelled). */
export interface Suspension {
  id: string;
  campeonatoId: string;
  userId: string;
  tipo: 'carrera' | 'expulsion';
  carreraId: string;
  umbral: number;
  puntos: number;
  createdAt: string;
  levantadaPor: string | null;
  levantadaAt: string | null;
  motivoLevantamiento: string | null;
}

/** Licence points as the rules read them: how many, and in which race they were given. */
export interface LicenceEntry {
  carreraId: string;
  puntosLicencia: number;
}

/**
 * Whether points given in race index `given` still count when race index `at` is judged: always when
 * points never expire; otherwise for the `caducidad` races that follow the one they were given in
 * (they are gone from race `given + caducidad + 1` on).
 */
export function countsAt(given: number, at: number, caducidad: number | null): boolean {
  return caducidad === null || at <= given + caducidad;
}

/** A driver's points that count at race index `at` (races in start order; a race not found counts as the first). */
export function activePoints(entries: readonly LicenceEntry[], raceOrder: readonly string[], at: number, caducidad: number | null): number {
  return entries.reduce((sum, e) => sum + (countsAt(Math.max(0, raceOrder.indexOf(e.carreraId)), at, caducidad) ? e.puntosLicencia : 0), 0);
}

/** The thresholds a driver reaches going from `before` to `after` points, lowest first. */
export function thresholdsReached(before: number, after: number, thresholds: readonly LicenceThreshold[]): LicenceThreshold[] {
  return thresholds.filter((t) => before < t.puntos && after >= t.puntos).sort((a, b) => a.puntos - b.puntos);
}

/** Whether a suspension keeps the driver out of race `carreraId` (index in the start order). */
export function suspends(s: Pick<Suspension, 'tipo' | 'carreraId' | 'levantadaAt'>, carreraId: string, raceOrder: readonly string[]): boolean {
  if (s.levantadaAt !== null) return false;
  if (s.tipo === 'carrera') return s.carreraId === carreraId;
  const from = raceOrder.indexOf(s.carreraId);
  const at = raceOrder.indexOf(carreraId);
  return from !== -1 && at >= from;
}

/**
 * The suspensions a driver's points no longer justify (after an appeal lowered or annulled a penalty):
 * for each one not lifted, his points given before its race that still count at that race, against its
 * threshold. `entries` are the driver's points as they now stand.
 */
export function suspensionsNoLongerJustified(
  suspensions: readonly Suspension[],
  entries: readonly LicenceEntry[],
  raceOrder: readonly string[],
  caducidad: number | null,
): Array<{ suspension: Suspension; puntos: number }> {
  const out: Array<{ suspension: Suspension; puntos: number }> = [];
  for (const s of suspensions) {
    if (s.levantadaAt !== null) continue;
    const at = raceOrder.indexOf(s.carreraId);
    if (at === -1) continue;
    const before = entries.filter((e) => Math.max(0, raceOrder.indexOf(e.carreraId)) < at);
    const puntos = activePoints(before, raceOrder, at, caducidad);
    if (puntos < s.umbral) out.push({ suspension: s, puntos });
  }
  return out;
}
