import { writeFile } from 'node:fs/promises';
import { Option } from 'commander';
import { CONSOLE_ACTOR, type CliCommand } from '../cli-runtime.js';

export default {
  register(program, cli) {
    cli
      .group(program, 'payments', 'pagos con tarjeta y manuales')
      .command('export')
      .description('exporta todos los pagos en CSV (los textos que empiezan como una fórmula llevan un apóstrofo delante)')
      .addOption(new Option('--format <formato>', 'formato de salida').choices(['csv']).makeOptionMandatory())
      .option('-o, --output <archivo>', 'escribe en este archivo en lugar de la salida estándar')
      .action(async (options: { format: string; output?: string }) => {
        const { PAYMENTS } = await import('../../src/modules/payments/index.js');
        const csv = await cli.withApp((app) => app.container.get(PAYMENTS.ExportPayments).execute(CONSOLE_ACTOR));
        if (options.output) {
          await writeFile(options.output, csv);
          cli.print(`Escrito ${options.output}`);
          return;
        }
        process.stdout.write(csv);
      });
  },
} satisfies CliCommand;
