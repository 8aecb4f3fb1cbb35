import Table from 'cli-table3';
import { Option } from 'commander';
import { CONSOLE_ACTOR, type CliCommand } from '../cli-runtime.js';

export default {
  register(program, cli) {
    cli
      .group(program, 'payments', 'pagos con tarjeta y manuales')
      .command('list')
      .description('lista los pagos, los más recientes primero')
      .addOption(new Option('--estado <estado>', 'solo los de este estado').choices(['pendiente', 'completado', 'fallido', 'reembolsado']))
      .addOption(new Option('--metodo <metodo>', 'solo los pagados con este método').choices(['tarjeta', 'msi', 'oxxo', 'spei']))
      .addOption(new Option('--situacion <situacion>', 'solo los de esta situación').choices(['apartado', 'pagado-sin-lugar', 'reembolso-manual-pendiente']))
      .option('--campeonato <id>', 'solo los de este campeonato')
      .option('--json', 'imprime la lista en JSON, como la API de administración')
      .action(async (options: { estado?: string; metodo?: string; situacion?: string; campeonato?: string; json?: boolean }) => {
        const { PAYMENTS } = await import('../../src/modules/payments/index.js');
        const { formatPaymentAmount, shortPaymentId, PAYMENT_METHOD_LABELS, PAYMENT_SITUATION_LABELS } = await import('../../src/contracts/payments.messages.js');
        const { formatDateTime } = await import('../../src/contracts/formats.js');
        const filters = { estado: options.estado, metodo: options.metodo, situacion: options.situacion, campeonato: options.campeonato };
        const pagos = await cli.withApp((app) => app.container.get(PAYMENTS.ListPayments).all(CONSOLE_ACTOR, filters));
        if (options.json) {
          cli.print(JSON.stringify(pagos, null, 2));
          return;
        }
        if (pagos.length === 0) {
          cli.print('No hay pagos para mostrar.');
          return;
        }
        const table = new Table({ head: ['id', 'fecha', 'usuario', 'campeonato', 'monto', 'estado', 'método', 'plazo (hora de México)', 'pasarela'], style: { head: [], border: [] } });
        for (const p of pagos) {
          table.push([
            shortPaymentId(p.id),
            p.createdAt.slice(0, 16).replace('T', ' '),
            p.usuario ? `${p.usuario.nombre} ${p.usuario.apellido}` : '',
            p.campeonato?.nombreCampeonato ?? '',
            formatPaymentAmount(p.monto, p.moneda),
            p.situacion ? `${p.estado} (${PAYMENT_SITUATION_LABELS[p.situacion]})` : p.estado,
            p.planMeses ? `${PAYMENT_METHOD_LABELS[p.metodo]} (${p.planMeses} meses)` : PAYMENT_METHOD_LABELS[p.metodo],
            p.plazoApartado ? formatDateTime(p.plazoApartado) : '',
            p.pasarela,
          ]);
        }
        cli.print(table.toString());
        cli.print(pagos.length === 1 ? '1 pago' : `${pagos.length} pagos`);
      });
  },
} satisfies CliCommand;
