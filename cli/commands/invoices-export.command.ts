import { writeFile } from 'node:fs/promises';
import { Option } from 'commander';
import { CONSOLE_ACTOR, type CliCommand } from '../cli-runtime.js';

export default {
  register(program, cli) {
    cli
      .group(program, 'invoices', 'facturas (CFDI) que piden los pilotos')
      .command('export')
      .description('exporta las solicitudes de factura en CSV, como «Exportar CSV» de Facturas por emitir (fechas en hora de la Ciudad de México)')
      .addOption(new Option('--estado <estado>', 'solo las de este estado').choices(['pendiente', 'emitida']))
      .option('--out <archivo>', 'escribe en este archivo (con BOM, para que las hojas de cálculo lean los acentos) en lugar de la salida estándar')
      .action(async (options: { estado?: string; out?: string }) => {
        const { INVOICING } = await import('../../src/modules/invoicing/index.js');
        const csv = await cli.withApp((app) => app.container.get(INVOICING.ExportInvoices).execute(CONSOLE_ACTOR, { estado: options.estado }));
        if (options.out) {
          await writeFile(options.out, `\uFEFF${csv}`);
          cli.print(`Escrito ${options.out}`);
          return;
        }
        process.stdout.write(csv);
      });
  },
} satisfies CliCommand;
