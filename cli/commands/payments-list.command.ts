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
      .option('--campeonato <id>', 'solo los de este campeonato')
      .option('--json', 'imprime la lista en JSON, como la API de administración')
      .action(async (options: { estado?: string; campeonato?: string; json?: boolean }) => {
        const { PAYMENTS } = await import('../../src/modules/payments/index.js');
        const { formatPaymentAmount, shortPaymentId } = await import('../../src/contracts/payments.messages.js');
        const pagos = await cli.withApp((app) => app.container.get(PAYMENTS.ListPayments).all(CONSOLE_ACTOR, { estado: options.estado, campeonato: options.campeonato }));
        if (options.json) {
          cli.print(JSON.stringify(pagos, null, 2));
          return;
        }
        if (pagos.length === 0) {
          cli.print('No hay pagos para mostrar.');
          return;
        }
        const table = new Table({ head: ['id', 'fecha', 'usuario', 'campeonato', 'monto', 'estado', 'pasarela'], style: { head: [], border: [] } });
        for (const p of pagos) {
          table.push([
            shortPaymentId(p.id),
            p.createdAt.slice(0, 16).replace('T', ' '),
            p.usuario ? `${p.usuario.nombre} ${p.usuario.apellido}` : '',
            p.campeonato?.nombreCampeonato ?? '',
            formatPaymentAmount(p.monto, p.moneda),
            p.estado,
            p.pasarela,
          ]);
        }
        cli.print(table.toString());
        cli.print(pagos.length === 1 ? '1 pago' : `${pagos.length} pagos`);
      });
  },
} satisfies CliCommand;
