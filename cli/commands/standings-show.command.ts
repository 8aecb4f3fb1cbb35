import Table from 'cli-table3';
import type { StandingsAnswer, StandingsDriverView } from '../../src/contracts/standings.views.js';
import { CONSOLE_ACTOR, type CliCommand } from '../cli-runtime.js';

const name = (d: StandingsDriverView) => (d.usuario ? `${d.usuario.nombre} ${d.usuario.apellido}`.trim() : d.nombreIracing);

/** A round's points; a dropped round's in parentheses. */
const roundCell = (r: { puntos: number; descartada: boolean }) => (r.descartada ? '(' + String(r.puntos) + ')' : String(r.puntos));
const roundHead = (r: { ronda: number }) => 'R' + String(r.ronda);

/** A CSV field, quoted when it holds a comma, a quote or a line break. */
const QUOTE = String.fromCharCode(34);
const csv = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return text.includes(QUOTE) || /[,\n\r]/.test(text) ? QUOTE + text.split(QUOTE).join(QUOTE + QUOTE) + QUOTE : text;
};

/** One line per driver of every group: the totals, then each round's points (dropped rounds in parentheses). */
export function standingsCsv(answer: StandingsAnswer): string {
  const rounds = answer.rondas.map(roundHead);
  const lines = [['grupo', 'posición', 'piloto', 'custId', 'equipo', 'puntos', 'diferencia', 'victorias', 'podios', 'poles', 'vueltasRapidas', 'deducciones', ...rounds].join(',')];
  for (const group of answer.grupos) {
    for (const row of group.filas) {
      const byRound = new Map(row.rondas.map((r) => [r.ronda, roundCell(r)]));
      lines.push(
        [group.grupo, row.posicion, name(row.piloto), row.piloto.custId, row.equipo, row.puntos, row.diferencia, row.victorias, row.podios, row.poles, row.vueltasRapidas, row.deducciones, ...answer.rondas.map((r) => byRound.get(r.ronda) ?? '')]
          .map(csv)
          .join(','),
      );
    }
  }
  return lines.join('\n');
}

export default {
  register(program, cli) {
    cli
      .group(program, 'standings', 'clasificación de los campeonatos y su configuración de puntuación')
      .command('show')
      .description('muestra la clasificación de un campeonato con todos sus resultados (publicados o no)')
      .argument('<campeonatoId>', 'el ID del campeonato')
      .option('--clase <clase>', 'solo esa clase o grupo')
      .option('--hasta-ronda <n>', 'la clasificación después de la ronda N')
      .option('--json', 'imprime la clasificación en JSON, la misma respuesta que la API da a un administrador')
      .option('--csv', 'imprime una línea CSV por piloto')
      .action(async (campeonatoId: string, options: { clase?: string; hastaRonda?: string; json?: boolean; csv?: boolean }) => {
        const { STANDINGS } = await import('../../src/modules/standings/index.js');
        const answer = await cli.withApp((app) => app.container.get(STANDINGS.GetStandings).execute(CONSOLE_ACTOR, campeonatoId, { clase: options.clase, hastaRonda: options.hastaRonda }));
        if (options.json) {
          cli.print(JSON.stringify(answer, null, 2));
          return;
        }
        if (options.csv) {
          cli.print(standingsCsv(answer));
          return;
        }
        if (answer.grupos.length === 0) {
          cli.print('Todavía no hay resultados que cuenten para la clasificación.');
          return;
        }
        cli.print(`Después de la ronda ${answer.hastaRonda ?? 0}`);
        for (const group of answer.grupos) {
          const table = new Table({ head: ['pos.', 'piloto', 'equipo', 'puntos', 'dif.', 'victorias', 'podios', 'deducciones', ...answer.rondas.map(roundHead)], style: { head: [], border: [] } });
          for (const row of group.filas) {
            const byRound = new Map(row.rondas.map((r) => [r.ronda, roundCell(r)]));
            table.push([row.posicion, name(row.piloto), row.equipo ?? '—', row.puntos, row.diferencia, row.victorias, row.podios, row.deducciones, ...answer.rondas.map((r) => byRound.get(r.ronda) ?? '—')]);
          }
          cli.print(group.grupo);
          cli.print(table.toString());
        }
      });
  },
} satisfies CliCommand;
