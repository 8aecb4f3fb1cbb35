import Table from 'cli-table3';
import { CONSOLE_ACTOR, type CliCommand } from '../cli-runtime.js';

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
        const { STANDINGS, standingsCsv, standingsDriverName: name, standingsRoundCell: roundCell } = await import('../../src/modules/standings/index.js');
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
          const table = new Table({ head: ['pos.', 'piloto', 'equipo', 'puntos', 'dif.', 'victorias', 'podios', 'deducciones', ...answer.rondas.map((r) => 'R' + String(r.ronda))], style: { head: [], border: [] } });
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
