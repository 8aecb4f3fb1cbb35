import { InvalidArgumentError, Option } from 'commander';
import { ANALYSIS_NAMES, type AnalysisName } from '../../src/contracts/results.contract.js';
import { phaseLabel } from '../../src/contracts/iracing-terms.js';
import { CONSOLE_ACTOR, type CliCommand } from '../cli-runtime.js';
import { ANALYSIS_COLUMNS, table } from '../results-tables.js';

interface Options {
  analysis: AnalysisName;
  phase?: string;
  class?: string;
  driver?: string;
  sortBy?: 'irating_change' | 'cpi_change';
  json?: boolean;
}

const subsession = (value: string) => {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError('debe ser un número (subsession_id)');
  return value;
};

export default {
  register(program, cli) {
    cli
      .group(program, 'results', 'resultados importados de iRacing')
      .command('show')
      .description('muestra un evento importado: los resultados de una fase o un análisis')
      .argument('<subsessionId>', 'subsession_id del evento', subsession)
      .addOption(new Option('--analysis <nombre>', 'análisis a mostrar').choices(ANALYSIS_NAMES).default('phase-results'))
      .option('--phase <FASE>', 'fase para phase-results (por defecto la carrera)')
      .option('--class <carClassId>', 'clase para class-standings')
      .option('--driver <custId>', 'piloto para driver-performance')
      .addOption(new Option('--sort-by <orden>', 'orden de rating-changes').choices(['irating_change', 'cpi_change']))
      .option('--json', 'imprime exactamente lo que responde la llamada HTTP')
      .action(async (subsessionId: string, options: Options) => {
        const { RESULTS } = await import('../../src/modules/results/index.js');
        const body = await cli.withApp(async (app) => {
          let phase = options.phase;
          if (options.analysis === 'phase-results' && !phase) {
            // Like the analyzer: the race when there is one, else the last phase.
            const event = await app.container.get(RESULTS.GetEvent).execute(CONSOLE_ACTOR, subsessionId);
            const names = event.phases.map((p) => p.simsession_name);
            phase = names.includes('RACE') ? 'RACE' : names[names.length - 1];
          }
          return app.container.get(RESULTS.AnalyzeEvent).execute(CONSOLE_ACTOR, subsessionId, options.analysis, {
            phase,
            carClassId: options.class,
            custId: options.driver,
            sortBy: options.sortBy,
          });
        });
        if (options.json) {
          cli.print(JSON.stringify(body, null, 2));
          return;
        }
        const columns = ANALYSIS_COLUMNS[options.analysis];
        if (options.analysis === 'podium') {
          const classes = body.classes as { short_name: string; winners: Record<string, unknown>[] }[];
          cli.print(table(columns, classes.flatMap((c) => c.winners.map((w) => ({ ...w, short_name: c.short_name })))));
          return;
        }
        const rows = (body.results ?? body.data ?? body.phases ?? body.standings) as Record<string, unknown>[];
        if (body.phase) cli.print(`Fase: ${phaseLabel(String(body.phase))}`);
        if (body.driver_display_name) cli.print(`Piloto: ${String(body.driver_display_name)} (${String(body.cust_id)})`);
        if (body.car_class_name) cli.print(`Clase: ${String(body.car_class_name)}`);
        if (rows.length === 0) {
          cli.print(`No hay datos de ${options.analysis} para este evento.`);
          return;
        }
        cli.print(table(columns, rows));
      });
  },
} satisfies CliCommand;
