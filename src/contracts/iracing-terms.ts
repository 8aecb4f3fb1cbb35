/**
 * iRacing's own words (session names, why a car stopped) as people read them here, in Spanish. The
 * stored data and the API keep iRacing's values; screens and the CLI show these labels. A value
 * iRacing adds later and that is not listed yet is shown as it comes.
 */

const PHASES: Record<string, string> = {
  PRACTICE: 'Práctica',
  'OPEN PRACTICE': 'Práctica',
  'LONE PRACTICE': 'Práctica',
  QUALIFY: 'Clasificación',
  QUALIFYING: 'Clasificación',
  'OPEN QUALIFY': 'Clasificación',
  'LONE QUALIFY': 'Clasificación',
  WARMUP: 'Calentamiento',
  RACE: 'Carrera',
  FEATURE: 'Carrera principal',
  CONSOLATION: 'Repechaje',
};

/** A phase (`simsession_name`: PRACTICE, QUALIFY, RACE, HEAT 1 …) in Spanish. */
export function phaseLabel(name: string): string {
  const key = name.trim().toUpperCase();
  const known = PHASES[key];
  if (known) return known;
  const heat = /^HEAT\s*(\d+)$/.exec(key);
  if (heat) return `Serie ${heat[1]}`;
  const consolation = /^CONSOLATION\s*(\d+)$/.exec(key);
  if (consolation) return `Repechaje ${consolation[1]}`;
  return name;
}

const REASONS_OUT: Record<string, string> = {
  running: 'En pista',
  disconnected: 'Desconectado',
  disqualified: 'Descalificado',
  retired: 'Retirado',
  'did not start': 'No tomó la salida',
  'car damage': 'Auto dañado',
  'out of fuel': 'Sin combustible',
};

/** Why a car left the session (`reason_out`: Running, Disconnected …) in Spanish. */
export function reasonOutLabel(reason: string | null | undefined): string {
  if (!reason) return '—';
  return REASONS_OUT[reason.trim().toLowerCase()] ?? reason;
}

/** A lapped car's interval to the leader, where iRacing writes 'LAP': 'Vuelta' when no count is known. */
export const LAPPED_LABEL = 'Vuelta';

/** The interval of a car laps behind the leader: '+24 v.' (24 laps down), or 'Vuelta' without a count. */
export function lapsDownLabel(laps: number | null | undefined): string {
  return typeof laps === 'number' && laps > 0 ? `+${laps} v.` : LAPPED_LABEL;
}
