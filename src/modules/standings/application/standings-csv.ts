import type { StandingsAnswer, StandingsDriverView } from '../../../contracts/standings.views.js';

/** The name people read: the site user's when matched, else the iRacing name. */
export const standingsDriverName = (d: StandingsDriverView) => (d.usuario ? `${d.usuario.nombre} ${d.usuario.apellido}`.trim() : d.nombreIracing);

/** A round's points; a dropped round's in parentheses. */
export const standingsRoundCell = (r: { puntos: number; descartada: boolean }) => (r.descartada ? '(' + String(r.puntos) + ')' : String(r.puntos));

/** A CSV field, quoted when it holds a comma, a quote or a line break. */
const QUOTE = String.fromCharCode(34);
const csv = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return text.includes(QUOTE) || /[,\n\r]/.test(text) ? QUOTE + text.split(QUOTE).join(QUOTE + QUOTE) + QUOTE : text;
};

/** The byte order mark that lets spreadsheet programs read the file as UTF-8 (accents and ñ). */
export const UTF8_BOM = '\uFEFF';

/**
 * The standings as CSV, the one format of `parrilla standings show --csv` and
 * `GET /api/campeonatos/{id}/clasificacion.csv`: one line per driver of every group with the totals,
 * then each round's points (R1, R2 …; a dropped round in parentheses, a missed one empty).
 */
export function standingsCsv(answer: StandingsAnswer): string {
  const rounds = answer.rondas.map((r) => 'R' + String(r.ronda));
  // The car number's column only where the championship's drivers have numbers (issue #30).
  const numbered = answer.grupos.some((g) => g.filas.some((row) => row.piloto.usuario?.numeroAuto !== undefined));
  const number = (d: StandingsDriverView) => (numbered ? [d.usuario?.numeroAuto ?? null] : []);
  const head = ['Grupo', 'Posición', 'Piloto', ...(numbered ? ['Número'] : []), 'ID de iRacing', 'Equipo', 'Puntos', 'Diferencia', 'Victorias', 'Podios', 'Poles', 'Vueltas rápidas', 'Deducciones', ...rounds];
  const lines = [head.map(csv).join(',')];
  for (const group of answer.grupos) {
    for (const row of group.filas) {
      const byRound = new Map(row.rondas.map((r) => [r.ronda, standingsRoundCell(r)]));
      lines.push(
        [group.grupo, row.posicion, standingsDriverName(row.piloto), ...number(row.piloto), row.piloto.custId, row.equipo, row.puntos, row.diferencia, row.victorias, row.podios, row.poles, row.vueltasRapidas, row.deducciones, ...answer.rondas.map((r) => byRound.get(r.ronda) ?? '')]
          .map(csv)
          .join(','),
      );
    }
  }
  return lines.join('\n');
}
