import { writeFile } from 'node:fs/promises';
import { Option } from 'commander';
import { CONSOLE_ACTOR, type CliCommand } from '../cli-runtime.js';

export default {
  register(program, cli) {
    cli
      .group(program, 'results', 'resultados importados de iRacing')
      .command('export')
      .description('exporta los resultados de cada fase de un evento, en CSV o JSON')
      .argument('<subsessionId>', 'subsession_id del evento')
      .addOption(new Option('--format <formato>', 'formato de salida').choices(['csv', 'json']).makeOptionMandatory())
      .option('-o, --output <archivo>', 'escribe en este archivo en lugar de la salida estándar')
      .action(async (subsessionId: string, options: { format: string; output?: string }) => {
        const { RESULTS } = await import('../../src/modules/results/index.js');
        const file = await cli.withApp((app) => app.container.get(RESULTS.ExportEvent).execute(CONSOLE_ACTOR, subsessionId, options.format));
        if (options.output) {
          await writeFile(options.output, file.body);
          cli.print(`Escrito ${options.output}`);
          return;
        }
        process.stdout.write(file.body);
      });
  },
} satisfies CliCommand;
