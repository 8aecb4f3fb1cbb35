import type { CliCommand } from '../cli-runtime.js';

export default {
  register(program, cli) {
    cli
      .group(program, 'jobs', 'tareas programadas: recordatorios de carreras y mensajes de Discord')
      .command('run-once')
      .description('ejecuta una vez las tareas programadas que tocan ahora (para cron) y dice cuáles corrieron')
      .option('--json', 'imprime lo ejecutado en JSON: [{ tarea, estado, resumen }]')
      .action(async (options: { json?: boolean }) => {
        const { PLATFORM } = await import('../../src/platform/platform.tokens.js');
        const runs = await cli.withApp((app) => app.container.get(PLATFORM.Scheduler).runDue());
        if (options.json) {
          cli.print(JSON.stringify(runs, null, 2));
        } else if (runs.length === 0) {
          cli.print('Ninguna tarea tocaba ahora (o la está ejecutando otro servidor).');
        } else {
          for (const run of runs) cli.print(`${run.estado === 'hecha' ? '✔' : '✘'} ${run.tarea}: ${run.resumen}`);
        }
        if (runs.some((r) => r.estado === 'fallida')) process.exitCode = 1;
      });
  },
} satisfies CliCommand;
