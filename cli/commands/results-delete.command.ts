import { createInterface } from 'node:readline/promises';
import { CliFailure, CONSOLE_ACTOR, logConsoleAct, type CliCommand } from '../cli-runtime.js';

export default {
  register(program, cli) {
    cli
      .group(program, 'results', 'resultados importados de iRacing')
      .command('delete')
      .description('elimina un evento importado y todos sus resultados (pide confirmación)')
      .argument('<subsessionId>', 'subsession_id del evento')
      .option('--yes', 'no preguntar: confirmar la eliminación (necesario fuera de una terminal)')
      .action(async (subsessionId: string, options: { yes?: boolean }) => {
        const { RESULTS } = await import('../../src/modules/results/index.js');
        const deleted = await cli.withApp(async (app) => {
          const event = await app.container.get(RESULTS.GetEvent).execute(CONSOLE_ACTOR, subsessionId);
          if (!options.yes) {
            if (!process.stdin.isTTY) throw new CliFailure('Para eliminar sin terminal, confirma con --yes');
            const rl = createInterface({ input: process.stdin, output: process.stderr });
            const answer = await rl.question(`¿Eliminar el evento ${event.subsession_id} "${event.session_name}" y todos sus resultados? [s/N] `);
            rl.close();
            if (!/^s(i|í)?$/i.test(answer.trim())) throw new CliFailure('Eliminación cancelada');
          }
          const gone = await app.container.get(RESULTS.DeleteEvent).execute(CONSOLE_ACTOR, subsessionId);
          await logConsoleAct(app, 'resultados.eliminados', { evento: subsessionId }, 'Resultados eliminados desde la consola');
          return gone;
        });
        cli.print(`Evento ${deleted.subsession_id} eliminado.`);
      });
  },
} satisfies CliCommand;
