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
      .option('--json', 'imprime la lista entera en JSON, en la forma de GET /api/reportes/comisarios (que la da por páginas)')
      .action(async (options: { campeonato?: string; json?: boolean }) => {
        const { STEWARDING } = await import('../../src/modules/stewarding/index.js');
        const { STEWARDS_PAGE } = await import('../../src/contracts/stewarding.contract.js');
        // Page after page, as the admin's list reads them: never the whole table in one query.
        const answer = await cli.withApp(async (app) => {
          const comisarios = [];
          let despues: string | undefined;
          do {
            const page = await app.container.get(STEWARDING.ListStewards).execute(CONSOLE_ACTOR, { campeonato: options.campeonato, limite: STEWARDS_PAGE.maxSize, despues });
            comisarios.push(...page.comisarios);
            despues = page.siguiente ?? undefined;
          } while (despues);
          return { comisarios, siguiente: null };
        });
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
