import Table from 'cli-table3';
import { Option } from 'commander';
import { CONSOLE_ACTOR, type CliCommand } from '../cli-runtime.js';

export default {
  register(program, cli) {
    cli
      .group(program, 'invoices', 'facturas (CFDI) que piden los pilotos')
      .command('list')
      .description('lista las solicitudes de factura, las pendientes primero y las más antiguas primero')
      .addOption(new Option('--estado <estado>', 'solo las de este estado').choices(['pendiente', 'emitida']))
      .option('--json', 'imprime la lista en JSON, como la API de administración')
      .action(async (options: { estado?: string; json?: boolean }) => {
        const { INVOICING } = await import('../../src/modules/invoicing/index.js');
        const { formatDateTime, formatMoney } = await import('../../src/contracts/formats.js');
        const { INVOICE_STATE_LABELS } = await import('../../src/contracts/invoicing.messages.js');
        const facturas = await cli.withApp((app) => app.container.get(INVOICING.ListInvoiceQueue).all(CONSOLE_ACTOR, { estado: options.estado }));
        if (options.json) {
          cli.print(JSON.stringify(facturas, null, 2));
          return;
        }
        if (facturas.length === 0) {
          cli.print('No hay solicitudes de factura para mostrar.');
          return;
        }
        const table = new Table({ head: ['solicitud', 'solicitada', 'estado', 'rfc', 'razón social', 'uso', 'pago', 'monto', 'campeonato', 'piloto'], style: { head: [], border: [] } });
        for (const f of facturas) {
          table.push([
            f.id.slice(0, 8),
            formatDateTime(f.solicitadaEn),
            INVOICE_STATE_LABELS[f.estado],
            f.rfc,
            f.razonSocial,
            `${f.regimenFiscal} / ${f.usoCfdi}`,
            f.pago?.fechaPago ? formatDateTime(f.pago.fechaPago) : '',
            f.pago ? formatMoney(f.pago.monto, { withCode: true }) : '',
            f.pago?.campeonato?.nombreCampeonato ?? '',
            f.pago?.piloto ? `${f.pago.piloto.nombre} ${f.pago.piloto.apellido}`.trim() : '',
          ]);
        }
        cli.print(table.toString());
        cli.print(facturas.length === 1 ? '1 solicitud (hora de la Ciudad de México)' : `${facturas.length} solicitudes (hora de la Ciudad de México)`);
      });
  },
} satisfies CliCommand;
