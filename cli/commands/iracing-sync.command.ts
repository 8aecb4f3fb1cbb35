import type { CliCommand } from '../cli-runtime.js';
import { CliFailure, CONSOLE_ACTOR } from '../cli-runtime.js';

interface Options {
  campeonato?: string;
  json?: boolean;
}

export default {
  register(program, cli) {
    cli
      .group(program, 'iracing', 'conexión con iRacing: resultados de las temporadas de liga')
      .command('sync')
      .description('importa las sesiones nuevas con resultados de las temporadas de iRacing de los campeonatos (para cron)')
      .option('--campeonato <id>', 'solo este campeonato')
      .option('--json', 'imprime el informe en JSON')
      .action(async (options: Options) => {
        const { IRACING } = await import('../../src/modules/iracing/index.js');
        const report = await cli.withApp((app) => app.container.get(IRACING.Sync).execute(CONSOLE_ACTOR, { campeonatoId: options.campeonato }));
        if (options.json) {
          cli.print(JSON.stringify(report, null, 2));
        } else {
          for (const c of report.campeonatos) {
            const line = `${c.nombreCampeonato}: ${c.importadas.length} importadas, ${c.esperando} esperando resultados, ${c.sinCarrera} sin carrera`;
            cli.print(c.error ? `✗ ${line} (${c.error})` : `✓ ${line}`);
          }
          if (report.campeonatos.length === 0) cli.print('Ningún campeonato tiene una liga y temporada de iRacing');
        }
        const failed = report.campeonatos.filter((c) => c.error);
        if (failed.length) throw new CliFailure(failed.length === 1 ? '1 campeonato no se pudo sincronizar' : `${failed.length} campeonatos no se pudieron sincronizar`);
      });
  },
} satisfies CliCommand;
