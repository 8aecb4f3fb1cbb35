import Table from 'cli-table3';
import { formatDateTime } from '../../src/contracts/formats.js';
import { CONSOLE_ACTOR, type CliCommand } from '../cli-runtime.js';

export default {
  register(program, cli) {
    const group = cli.group(program, 'stewards', 'comisarios de los campeonatos');
    group
      .command('assign')
      .description('asigna un comisario a un campeonato: verá y decidirá sus reportes, salvo los que lo involucren')
      .requiredOption('--campeonato <id>', 'id del campeonato')
      .requiredOption('--comisario <cuenta>', 'id o correo de una cuenta con el rol de comisario')
      .action(async (options: { campeonato: string; comisario: string }) => {
        const { STEWARDING } = await import('../../src/modules/stewarding/index.js');
        const view = await cli.withApp((app) => app.container.get(STEWARDING.AssignSteward).execute(CONSOLE_ACTOR, options));
        cli.print(`${view.comisario.nombre} ${view.comisario.apellido} es comisario de ${view.campeonato.nombreCampeonato}.`);
      });
    group
      .command('list')
      .description('lista los comisarios de cada campeonato')
      .option('--campeonato <id>', 'solo los de ese campeonato')
      .option('--json', 'imprime la lista en JSON, como la da GET /api/reportes/comisarios')
      .action(async (options: { campeonato?: string; json?: boolean }) => {
        const { STEWARDING } = await import('../../src/modules/stewarding/index.js');
        const answer = await cli.withApp((app) => app.container.get(STEWARDING.ListStewards).execute(CONSOLE_ACTOR, options.campeonato));
        if (options.json) {
          cli.print(JSON.stringify(answer, null, 2));
          return;
        }
        if (answer.comisarios.length === 0) {
          cli.print('No hay comisarios asignados.');
          return;
        }
        const table = new Table({ head: ['campeonato', 'comisario', 'id', 'asignado (Ciudad de México)'], style: { head: [], border: [] } });
        for (const a of answer.comisarios) table.push([a.campeonato.nombreCampeonato, `${a.comisario.nombre} ${a.comisario.apellido}`.trim(), a.comisario.id, formatDateTime(a.asignadoEn)]);
        cli.print(table.toString());
      });
  },
} satisfies CliCommand;
