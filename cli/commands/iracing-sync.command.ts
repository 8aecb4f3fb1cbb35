import { formatTime } from '../../src/contracts/formats.js';
import { describeSessionCounts, sessionsLeft } from '../../src/contracts/iracing.contract.js';
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
            const now = c.importadas.length === 1 ? '1 importada ahora' : `${c.importadas.length} importadas ahora`;
            const line = `${c.nombreCampeonato}: ${now}; en la temporada: ${describeSessionCounts(c.estados, c.ocupadasHasta)}`;
            cli.print(c.error ? `✗ ${line} (${c.error})` : sessionsLeft(c.estados) ? `✗ ${line}` : `✓ ${line}`);
          }
          if (report.campeonatos.length === 0) cli.print('Ningún campeonato tiene una liga y temporada de iRacing');
        }
        // The exit status says whether the whole job was done: a championship that failed, or sessions
        // with results left to another run (alive, or dead until its leases end), is a failure.
        const problems: string[] = [];
        const failed = report.campeonatos.filter((c) => c.error);
        if (failed.length) problems.push(failed.length === 1 ? '1 campeonato no se pudo sincronizar' : `${failed.length} campeonatos no se pudieron sincronizar`);
        const held = report.campeonatos.reduce((n, c) => n + c.estados['en-curso'], 0);
        if (held) {
          const until = report.campeonatos.map((c) => c.ocupadasHasta ?? '').sort().at(-1)!;
          problems.push(
            `${held === 1 ? '1 sesión con resultados quedó' : `${held} sesiones con resultados quedaron`} sin importar: las tiene otra sincronización hasta las ${formatTime(until)} (hora de la Ciudad de México). Si esa sincronización ya no corre, vuelve a intentarlo después de esa hora`,
          );
        }
        const unfinished = report.campeonatos.filter((c) => !c.error).reduce((n, c) => n + c.estados['por-importar'], 0);
        if (unfinished) problems.push(unfinished === 1 ? '1 sesión con resultados quedó por importar' : `${unfinished} sesiones con resultados quedaron por importar`);
        if (problems.length) throw new CliFailure(problems.join('; '));
      });
  },
} satisfies CliCommand;
